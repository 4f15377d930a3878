// Page layout of the order screens (every control is a design-system component).
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

/** An order row: its name and date, then its status, count and total, wrapping on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const sections = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const amount = style({ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });

export const grandTotal = style({ fontWeight: 700 });

/** Wide tables scroll inside their card on a phone instead of widening the page. */
export const scroll = style({ overflowX: 'auto' });

/** A term and its amount: the grid's two cells, grouped for the markup only. */
export const totalRow = style({ display: 'contents' });
