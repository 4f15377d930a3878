// The page frame's header, language panel and footer, scoped to their components (no global class names);
// breakpoints from the design system's presentation constants.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.colour.surface.raised,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

/**
 * The header is the positioning frame of its panels (menu, language). Sticky once the page runs
 * (use-sticky-header.ts sets `top` to what scrolls away above the bar), with a shadow while stuck.
 */
export const header = style({
  position: 'relative',
  zIndex: 20,
  background: vars.colour.surface.body,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
  selectors: {
    '&[data-sticky]': { position: 'sticky' },
    '&[data-stuck]': { boxShadow: vars.elevation.medium },
  },
});

/** The bar is the language panel's positioning frame on a phone (it spans the bar, never off the edge). */
export const bar = style({
  position: 'relative',
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
export const logo = style({
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

// `minWidth: 0`: the box takes its width from the bar, not from the field's intrinsic width (which follows the
// font's average character width: a wider font would push the country and language onto a second line).
export const search = style({
  order: 3,
  flex: '1 1 100%',
  minWidth: 0,
  '@media': { [tablet]: { order: 0, flex: '1 1 240px', marginRight: 'auto' } },
});

export const tools = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

/** On a phone the language panel spans the header bar; from a tablet it hangs under its button. */
export const switcher = style({
  fontSize: vars.text.small.mobile.fontSize,
  '@media': { [tablet]: { position: 'relative' } },
});
export const switcherSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.font.weight.strong,
});
globalStyle(`${switcherSummary}::-webkit-details-marker`, { display: 'none' });
export const switcherPanel = style({
  position: 'absolute',
  left: vars.space.medium,
  right: vars.space.medium,
  top: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: 15,
  display: 'grid',
  gap: vars.space.small,
  '@media': { [tablet]: { left: 'auto', right: 0, width: '18rem', maxWidth: 'calc(100vw - 2rem)' } },
  padding: vars.space.small,
  background: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.elevation.medium,
});
export const switcherHint = style({
  margin: 0,
  color: vars.colour.text.secondary,
});

export const footer = style({
  marginTop: vars.space.xxlarge,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  background: vars.colour.surface.sunken,
});
export const footerColumns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
});
/** The newsletter band above the footer's columns. */
export const footerNewsletter = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  margin: `0 auto ${vars.space.xlarge}`,
  paddingBottom: vars.space.xlarge,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
});
globalStyle(`${footerNewsletter} h2, ${footerNewsletter} p`, { margin: 0 });
globalStyle(`${footer} ul`, { listStyle: 'none', padding: 0, margin: 0 });
// The legal links, the consent settings and the tagline under the columns, in their width: on a wide screen they sat
// at the footer's own edge, left of the columns and of every page's content.
globalStyle(`${footer} > nav, ${footer} > p`, { maxWidth: vars.contentWidth.large, marginInline: 'auto' });
/** A button that reads as the footer's links (the consent settings). */
export const footerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
globalStyle(`${footer} li a`, { display: 'inline-flex', minHeight: vars.touchTarget, alignItems: 'center' });
