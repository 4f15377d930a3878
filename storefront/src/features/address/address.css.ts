// Page layout of the address book.
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const card = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const address = style({ fontStyle: 'normal', lineHeight: 1.5 });
