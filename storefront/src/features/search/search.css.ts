// The search page's form and result groups, scoped to SearchPage.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const searchForm = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: vars.contentWidth.small });
export const searchFormRow = style({ display: 'flex', gap: vars.space.xsmall });
globalStyle(`${searchFormRow} input`, { flex: 1, minWidth: 0 });
export const searchGroup = style({ marginTop: vars.space.xlarge });
/** Two cards a row on a phone, then as many 220 px cards as fit: the category's grid. */
export const searchProducts = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
  padding: 0,
  listStyle: 'none',
});
export const searchMore = style({ marginTop: vars.space.medium, color: vars.colour.text.secondary });
export const searchArticles = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
});
export const searchArticle = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.colour.border.standard}`,
});
export const searchArticleTitle = style({
  fontWeight: vars.font.weight.strong,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
});
export const searchHitExcerpt = style({ margin: 0, color: vars.colour.text.secondary });
