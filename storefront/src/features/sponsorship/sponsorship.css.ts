// Page layout of the sponsorship screens (every control is a design-system component).
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

/** A label's value (code, link) and its copy button, wrapping on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The link is long: it breaks anywhere rather than pushing the page wider than a phone. */
export const value = style({ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere', minWidth: 0 });

export const steps = style({ margin: 0, paddingLeft: vars.space.large, lineHeight: 1.5 });

/** The invite and claim forms: the field and its button side by side from a tablet. */
export const form = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr auto' } },
});

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
