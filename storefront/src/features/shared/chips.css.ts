// Chips (category shortcuts, formats, search suggestions): catalogue, search and the buy box use them, so the
// look lives here, scoped.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border.field}`,
  color: vars.colour.text.standard,
  textDecoration: 'none',
});
globalStyle(`${chip}[aria-current]`, {
  background: vars.colour.tone.brand.backgroundStrong,
  color: vars.colour.tone.brand.foregroundOnStrong,
  borderColor: vars.colour.tone.brand.backgroundStrong,
});
globalStyle(`button${chip}`, { background: vars.colour.surface.raised, font: 'inherit', cursor: 'pointer' });
