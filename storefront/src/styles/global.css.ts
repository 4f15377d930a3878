// Page-level layout of the shop (element defaults, page width, product grid) over the design system's theme
// variables. Components' own looks belong to the design system, the frame's to features/layout.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

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

globalStyle('.page', {
  flex: 1,
  width: '100%',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
});
globalStyle('.page--narrow', { maxWidth: vars.contentWidth.medium });

// Text-like fields only: checkboxes and radios are the design system's (a min-height would stretch them).
globalStyle('input:not([type="checkbox"]):not([type="radio"]), select, textarea', {
  font: 'inherit',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
});
