// Page layout of the subscription screens (every control is a design-system component).
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

/** A subscription's name, status and next shipment, then its products, wrapping on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
});

export const products = style({ margin: 0, paddingLeft: vars.space.medium, lineHeight: 1.5 });

export const sections = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

export const line = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'space-between',
  alignItems: 'baseline',
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const amount = style({ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });

export const term = style({ margin: 0 });

export const grandTotal = style({ fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const tabPanel = style({ paddingTop: vars.space.medium });

/** A notice that receives focus by script (the cancellation's, once its dialog closes): no outline of its own. */
export const focusTarget = style({ outline: 'none' });
