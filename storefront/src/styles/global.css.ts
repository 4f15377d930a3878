// Page-level layout of the shop (header, footer, page width, grids) over the design system's theme variables.
// Components' own looks belong to the design system; this file only arranges them.
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

const tablet = 'screen and (min-width: 768px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('img', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: vars.colour.text.link });
globalStyle('a:hover', { color: vars.colour.text.linkHover });
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
  outlineOffset: vars.focusRing.offset,
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.family.heading, fontWeight: vars.font.weight.heading });
globalStyle('h1', {
  fontSize: vars.heading[1].mobile.fontSize,
  lineHeight: vars.heading[1].mobile.lineHeight,
  '@media': { [tablet]: { fontSize: vars.heading[1].tablet.fontSize, lineHeight: vars.heading[1].tablet.lineHeight } },
});
globalStyle('h2', {
  fontSize: vars.heading[2].mobile.fontSize,
  lineHeight: vars.heading[2].mobile.lineHeight,
  '@media': { [tablet]: { fontSize: vars.heading[2].tablet.fontSize, lineHeight: vars.heading[2].tablet.lineHeight } },
});
globalStyle('h3', {
  fontSize: vars.heading[3].mobile.fontSize,
  lineHeight: vars.heading[3].mobile.lineHeight,
  '@media': { [tablet]: { fontSize: vars.heading[3].tablet.fontSize, lineHeight: vars.heading[3].tablet.lineHeight } },
});

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle('.skip-link', {
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.colour.surface.raised,
  zIndex: 10,
});
globalStyle('.skip-link:focus', { top: vars.space.small });

globalStyle('.page', {
  flex: 1,
  width: '100%',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
});
globalStyle('.page--narrow', { maxWidth: vars.contentWidth.medium });

globalStyle('.button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.standard,
  padding: `0 ${vars.space.medium}`,
  border: 0,
  borderRadius: vars.radius.standard,
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  cursor: 'pointer',
});
globalStyle('.button:hover', {
  background: vars.colour.tone.brand.backgroundStrongHover,
  color: vars.colour.tone.brand.foregroundOnStrong,
});
globalStyle('.button[disabled]', { opacity: 0.6, cursor: 'not-allowed' });
globalStyle('.button--small', { minHeight: vars.touchTarget, padding: `0 ${vars.space.small}` });
globalStyle('.button--secondary', {
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  boxShadow: `inset 0 0 0 1px ${vars.colour.border.field}`,
});
globalStyle('.button--secondary:hover', { background: vars.colour.surface.sunken, color: vars.colour.text.standard });

globalStyle('input, select, textarea', {
  font: 'inherit',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
});

globalStyle('.site-header', { borderBottom: `1px solid ${vars.colour.border.subtle}` });
globalStyle('.site-header__bar, .site-header__menu', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
});
// Phones: logo, account, cart and language on one line, the search box under them; from a tablet the search box
// sits between the logo and the tools.
globalStyle('.site-header__logo', {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.heading[3].mobile.fontSize,
  color: vars.colour.tone.brand.foreground,
  textDecoration: 'none',
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  marginRight: 'auto',
});
globalStyle('.site-header__search', {
  order: 3,
  flex: '1 1 100%',
  '@media': { [tablet]: { order: 0, flex: '1 1 240px', marginRight: 'auto' } },
});
globalStyle('.site-header__search form', { display: 'flex', gap: vars.space.xsmall });
globalStyle('.site-header__search input', { flex: 1, minWidth: 0 });
globalStyle('.site-header__tools', { display: 'flex', gap: vars.space.small, alignItems: 'center' });
globalStyle('.site-header__tool', {
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});
globalStyle('.site-header__cart-count', {
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  textAlign: 'center',
  fontWeight: vars.font.weight.strong,
});
globalStyle('.site-header__nav', { borderTop: `1px solid ${vars.colour.border.subtle}` });
// Reassurance: one line on a phone (the first promise), all of them from a tablet.
globalStyle('.site-header__reassurance', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.large,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  listStyle: 'none',
  background: vars.colour.surface.sunken,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});
globalStyle('.site-header__reassurance li:not(:first-child)', {
  display: 'none',
  '@media': { [tablet]: { display: 'list-item' } },
});
globalStyle('.site-header__menu', { listStyle: 'none', paddingTop: 0, paddingBottom: 0 });
globalStyle('.site-header__menu a, .site-header__menu summary', {
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
});
globalStyle('.site-header__menu summary', { listStyle: 'none', gap: vars.space.xxsmall });
globalStyle('.site-header__menu summary::-webkit-details-marker', { display: 'none' });
// A chevron drawn with borders (no text for screen readers to announce); it turns when the sub-menu is open.
globalStyle('.site-header__menu summary::after', {
  content: "''",
  width: '0.4em',
  height: '0.4em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
});
globalStyle('.site-header__menu details[open] > summary::after', { transform: 'translateY(25%) rotate(-135deg)' });
globalStyle('.locale-switcher', { position: 'relative', fontSize: vars.text.small.mobile.fontSize });
globalStyle('.locale-switcher > summary', {
  listStyle: 'none',
  cursor: 'pointer',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.font.weight.strong,
});
globalStyle('.locale-switcher > summary::-webkit-details-marker', { display: 'none' });
globalStyle('.locale-switcher__panel', {
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: 15,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: 'max-content',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space.small,
  background: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.elevation.medium,
});
globalStyle('.locale-switcher__panel button', { gridColumn: '1 / -1' });
globalStyle('.top-banner', {
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  textAlign: 'center',
  padding: vars.space.xsmall,
});
globalStyle('.top-banner a', { color: 'inherit' });
globalStyle('.loading-bar', {
  position: 'fixed',
  top: 0,
  left: 0,
  height: 3,
  width: 0,
  background: vars.colour.tone.brand.backgroundStrong,
  zIndex: 20,
  transition: 'width 2s ease-out, opacity 0.4s',
  opacity: 0,
});
globalStyle('.loading-bar[data-loading]', { width: '90%', opacity: 1 });

globalStyle('.site-footer', {
  marginTop: vars.space.xxlarge,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  background: vars.colour.surface.sunken,
});
globalStyle('.site-footer__columns', {
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
});
globalStyle('.site-footer ul', { listStyle: 'none', padding: 0, margin: 0 });
globalStyle('.site-footer li a', { display: 'inline-flex', minHeight: vars.touchTarget, alignItems: 'center' });

globalStyle('.grid', {
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  padding: 0,
  listStyle: 'none',
});
