// Catalogue pieces shown on many pages (home, categories, product, search): cards, chips, breadcrumbs, facets.
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('.chips', { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, listStyle: 'none', padding: 0 });
globalStyle('.chip', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border.field}`,
  color: vars.colour.text.standard,
  textDecoration: 'none',
});
globalStyle('.chip[aria-current]', {
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  borderColor: vars.colour.tone.brand.backgroundStrong,
});
globalStyle('.breadcrumb', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
});
globalStyle('.breadcrumb li + li::before', { content: '"›"', marginRight: vars.space.xsmall });
globalStyle('.listing-controls', { display: 'grid', gap: vars.space.medium, margin: `${vars.space.medium} 0` });
globalStyle('.facets', { border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.large });
globalStyle('.facets > legend', { fontWeight: vars.font.weight.strong, marginBottom: vars.space.xsmall });
globalStyle('.facet', { border: 0, padding: 0, margin: 0, display: 'grid' });
globalStyle('.facet > legend', { fontWeight: vars.font.weight.strong });
globalStyle('.facet__value', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
});
globalStyle('.facets__clear', {
  alignSelf: 'end',
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
});
globalStyle('.suggestions', { marginTop: vars.space.xxlarge });
globalStyle('.search-form', { display: 'grid', gap: vars.space.xsmall, maxWidth: vars.contentWidth.small });
globalStyle('.search-form__row', { display: 'flex', gap: vars.space.xsmall });
globalStyle('.search-form__row input', { flex: 1, minWidth: 0 });
globalStyle('button.chip', { background: vars.colour.surface.raised, font: 'inherit', cursor: 'pointer' });
globalStyle('.search-group__hits', { listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xsmall });
globalStyle('.search-group__hits a', {
  display: 'inline-flex',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  alignItems: 'center',
});
globalStyle('.search-hit__excerpt', { margin: 0, color: vars.colour.text.secondary });
