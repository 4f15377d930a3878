// What the design system's components cannot say for the cart: the mini-cart's panel under the header, the
// no-JavaScript button of a cart line, and the focus landing spot after a removal.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

/**
 * Shown only when the page runs without JavaScript (a `<noscript>` style in the document's head reveals it), so
 * it neither shows nor shifts the layout when the page is interactive.
 */
export const withoutScript = style({ display: 'none' });
export const withoutScriptCss = `.${withoutScript}{display:inline-flex}`;

/** A container that receives focus by script (after the last line is removed): no outline of its own. */
export const focusTarget = style({ outline: 'none' });

/**
 * The mini-cart under the header. On a phone its panel spans the header bar (the bar is its positioning frame),
 * so it never sits off the screen's edge; from a tablet it hangs under its own button, right-aligned.
 */
export const miniCart = style({ '@media': { [tablet]: { position: 'relative' } } });
export const miniCartSummary = style({ cursor: 'pointer', listStyle: 'none', color: vars.colour.text.link });
globalStyle(`${miniCartSummary}::-webkit-details-marker`, { display: 'none' });
export const miniCartPanel = style({
  position: 'absolute',
  left: vars.space.medium,
  right: vars.space.medium,
  zIndex: 15,
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  boxShadow: vars.elevation.large,
  '@media': { [tablet]: { left: 'auto', right: 0, width: '360px' } },
});
export const miniCartTitle = style({ margin: 0, fontWeight: vars.font.weight.strong });
export const miniCartLines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
const miniCartRow = { display: 'flex', justifyContent: 'space-between', gap: vars.space.small, margin: 0 } as const;
globalStyle(`${miniCartLines} li`, miniCartRow);
export const miniCartTotal = style({ ...miniCartRow, fontWeight: vars.font.weight.strong });
export const cartCount = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  textAlign: 'center',
  fontWeight: vars.font.weight.strong,
});
