// What the design system's components cannot say for the cart: the mini-cart's panel under the header, the
// no-JavaScript button of a cart line, and the focus landing spot after a removal.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Shown only when the page runs without JavaScript (a `<noscript>` style in the document's head reveals it), so
 * it neither shows nor shifts the layout when the page is interactive.
 */
export const withoutScript = style({ display: 'none' });
export const withoutScriptCss = `.${withoutScript}{display:inline-flex}`;

/** A container that receives focus by script (after the last line is removed): no outline of its own. */
export const focusTarget = style({ outline: 'none' });

globalStyle('.mini-cart', { position: 'relative' });
globalStyle('.mini-cart summary', { cursor: 'pointer', listStyle: 'none', color: vars.colour.text.link });
globalStyle('.mini-cart summary::-webkit-details-marker', { display: 'none' });
globalStyle('.mini-cart__panel', {
  position: 'absolute',
  right: 0,
  zIndex: 15,
  width: 'min(90vw, 360px)',
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  boxShadow: vars.elevation.large,
});
globalStyle('.mini-cart__title', { margin: 0, fontWeight: vars.font.weight.strong });
globalStyle('.mini-cart__lines', { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xsmall });
globalStyle('.mini-cart__lines li, .mini-cart__total', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
});
globalStyle('.mini-cart__total', { fontWeight: vars.font.weight.strong });
