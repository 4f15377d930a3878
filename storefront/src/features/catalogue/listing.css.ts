// Category listings: breadcrumb, sort and facets, product grid, suggestions; scoped to their components.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
});
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: vars.space.xsmall });
const tablet = mediaQuery('tablet');

export const listingControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
  margin: `${vars.space.medium} 0`,
});
export const sort = style({ minWidth: 200 });
/**
 * Filters: inline from the tablet width; on a phone behind the opener (a side sheet), from the first paint on, so
 * nothing moves when the page hydrates. Without JavaScript (`scripting: none`) they stay inline in the GET form.
 */
export const filters = style({ flexBasis: '100%' });
const phone = `screen and (max-width: ${767.98}px)`;
export const filtersInline = style({
  '@media': { [phone]: { display: 'none' }, '(scripting: none)': { display: 'block' } },
});
export const filtersOpener = style({
  display: 'block',
  '@media': { [tablet]: { display: 'none' }, '(scripting: none)': { display: 'none' } },
});
export const facets = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.large });
export const facet = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xxsmall });
globalStyle(`${facet} > legend`, { fontWeight: vars.font.weight.strong, marginBottom: vars.space.xsmall });
export const noscriptApply = style({ marginTop: vars.space.small, minHeight: vars.touchTarget });
export const count = style({ margin: `${vars.space.small} 0` });
export const activeFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.medium}`,
});
export const activeFilter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border.standard}`,
  color: vars.colour.text.standard,
  textDecoration: 'none',
});
export const facetsClear = style({ minHeight: vars.touchTarget, display: 'inline-flex', alignItems: 'center' });
export const noProducts = style({ display: 'grid', gap: vars.space.small, padding: `${vars.space.large} 0` });
export const noProductsActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0 });

// The filters' side sheet: the design system's dialog, held to the right edge at full height on a phone.
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
globalStyle('[role="dialog"][data-sheet]', {
  top: 0,
  right: 0,
  left: 'auto',
  bottom: 0,
  transform: 'none',
  width: 'min(90vw, 400px)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  borderRadius: 0,
  animation: `${slideIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const suggestions = style({ marginTop: vars.space.xxlarge });
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  // Two products a row on a phone (as the premium shops do), then as many 220 px cards as fit.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
  padding: 0,
  listStyle: 'none',
});
