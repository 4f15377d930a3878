// Page layout of the contact screen (every control is a design-system component).
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

/** The form, and the service's hours beside it from a laptop (below it on a phone). */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const card = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});

/** The confirmation takes focus after sending: its outline shows where the reader is. */
export const confirmation = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.focus}` } },
});
