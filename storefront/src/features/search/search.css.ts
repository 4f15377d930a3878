// The search page's form and result groups, scoped to SearchPage.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const searchForm = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: vars.contentWidth.small });
export const searchFormRow = style({ display: 'flex', gap: vars.space.xsmall });
globalStyle(`${searchFormRow} input`, { flex: 1, minWidth: 0 });
export const searchGroupHits = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xsmall });
globalStyle(`${searchGroupHits} a`, {
  display: 'inline-flex',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  alignItems: 'center',
});
export const searchHitExcerpt = style({ margin: 0, color: vars.colour.text.secondary });
