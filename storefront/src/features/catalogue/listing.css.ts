// Category listings: breadcrumb, sort and facets, product grid, suggestions; scoped to their components.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
});
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: vars.space.xsmall });
export const listingControls = style({ display: 'grid', gap: vars.space.medium, margin: `${vars.space.medium} 0` });
export const facets = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
});
globalStyle(`${facets} > legend`, { fontWeight: vars.font.weight.strong, marginBottom: vars.space.xsmall });
export const facet = style({ border: 0, padding: 0, margin: 0, display: 'grid' });
globalStyle(`${facet} > legend`, { fontWeight: vars.font.weight.strong });
export const facetValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
});
export const facetsClear = style({
  alignSelf: 'end',
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
});
export const suggestions = style({ marginTop: vars.space.xxlarge });
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  padding: 0,
  listStyle: 'none',
});
