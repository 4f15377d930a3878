// Layout of the product page and the shared catalogue bits (chips, grids, cards, breadcrumbs, facets).
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';

globalStyle('.product', {
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
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
globalStyle('.field-error', { color: vars.colour.tone.critical.foreground, margin: 0 });
