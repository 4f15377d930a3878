// Layout of the product page and the shared catalogue bits (chips, grids, cards, breadcrumbs, facets).
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';

globalStyle('.product', {
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
globalStyle('.buy-box', { display: 'grid', gap: vars.space.small });
globalStyle('.buy-box p', { margin: 0 });
globalStyle('.buy-box__price', { fontSize: vars.heading[2].mobile.fontSize, fontWeight: vars.font.weight.heading });
globalStyle('.buy-box__subscription', {
  color: vars.colour.tone.positive.foreground,
  fontWeight: vars.font.weight.strong,
});
globalStyle('.buy-box__unit, .buy-box__label', { color: vars.colour.text.secondary });
globalStyle('.buy-box__stock', { fontWeight: vars.font.weight.strong, color: vars.colour.tone.critical.foreground });
globalStyle('.buy-box__stock--in_stock', { color: vars.colour.tone.positive.foreground });
globalStyle('.buy-box__stock--back_soon', { color: vars.colour.tone.caution.foreground });
globalStyle('.buy-box__mode', { border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xxsmall });
globalStyle('.buy-box__mode label', {
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  alignItems: 'center',
  minHeight: vars.touchTarget,
});
globalStyle('.buy-box__actions', { display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
globalStyle('.ration__fields', { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, alignItems: 'center' });
globalStyle('.ration__result', { fontWeight: vars.font.weight.strong });
globalStyle('.constituents th', {
  textAlign: 'left',
  paddingRight: vars.space.large,
  fontWeight: vars.font.weight.regular,
});
globalStyle('.reviews__list', { listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.medium });
globalStyle('.review p', { margin: `${vars.space.xxsmall} 0` });
globalStyle('.review__verified', { color: vars.colour.tone.positive.foreground });
