// Layout of the cart page and the mini-cart.
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';

globalStyle('.cart', {
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});
globalStyle('.cart__lines', { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.medium });
globalStyle('.cart-line', {
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});
globalStyle('.cart-line__product, .cart-line__mode', { gridColumn: '1 / -1' });
globalStyle('.cart-line p', { margin: 0 });
globalStyle('.cart-line__name', { fontWeight: vars.font.weight.strong });
globalStyle('.cart-line__variant, .cart-line__unit', { color: vars.colour.text.secondary });
globalStyle('.cart-line__total', { fontWeight: vars.font.weight.strong, textAlign: 'right' });
globalStyle('.cart-line__mode', {
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
globalStyle('.cart-line__mode label', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  gap: vars.space.xxsmall,
});
globalStyle('.cart__summary', {
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.sunken,
});
globalStyle('.cart__checkout', { width: '100%' });
globalStyle('.cart-totals', { margin: 0, display: 'grid', gap: vars.space.xsmall });
globalStyle('.cart-totals div', { display: 'flex', justifyContent: 'space-between', gap: vars.space.small });
globalStyle('.cart-totals dd', { margin: 0 });
globalStyle('.cart-totals__total', { fontWeight: vars.font.weight.strong, fontSize: vars.text.large.mobile.fontSize });
globalStyle('.coupon', { display: 'grid', gap: vars.space.xsmall });
globalStyle('.coupon__row', { display: 'flex', gap: vars.space.xsmall });
globalStyle('.coupon__row input', { flex: 1, minWidth: 0 });
globalStyle('.field-error', { color: vars.colour.tone.critical.foreground, margin: 0 });

globalStyle('.page-notice', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  margin: `${vars.space.small} auto 0`,
});
globalStyle('.notice__close', {
  minWidth: vars.touchTarget,
  minHeight: vars.touchTarget,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.text.large.mobile.fontSize,
  cursor: 'pointer',
});

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
