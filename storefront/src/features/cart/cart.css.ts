// What the design system's components cannot say for the cart: the mini-cart's button and drawer lines, the
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

/** The header's cart button: a link to the cart page that opens the drawer once the page runs. */
export const miniCartButton = style({ color: vars.colour.text.link, textDecoration: 'none' });

/** The drawer's count after its title, quieter than the title itself. */
export const drawerCount = style({
  display: 'block',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  fontWeight: vars.font.weight.regular,
  color: vars.colour.text.secondary,
});
export const drawerLines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
});
/** Picture, what it is with its controls, the line's total. */
export const drawerLine = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'start',
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
});
globalStyle(`${drawerLine} p`, { margin: 0 });
export const drawerThumbnail = style({
  display: 'block',
  width: 72,
  height: 72,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.colour.surface.sunken,
});
export const drawerLineControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
/** The way on stays at the sheet's foot on a tall screen. */
export const drawerActions = style({ display: 'grid', gap: vars.space.small, marginTop: 'auto' });
export const cartCount = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  textAlign: 'center',
  fontWeight: vars.font.weight.strong,
});

/**
 * The band of a cart notice at the top of a page (a form posted without JavaScript, a cart action in the URL): the
 * content's width, centred, the page's side padding. Box's sprinkles said the same; a class of its own keeps the
 * sprinkles' runtime and class table (2.8 KB gzip) out of every page's shell (issue 19).
 */
export const noticeBand = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.medium} 0`,
});

/**
 * The coupon field's width before it grows: a fixed basis, not the input's intrinsic width (20 characters of the
 * font's average width), so whether the Appliquer button fits beside it does not depend on which font is drawn
 * (the fallback, or Nunito once it arrives: the variable file's average width is not the static 400's).
 */
export const couponField = style({ flexBasis: '12rem' });
