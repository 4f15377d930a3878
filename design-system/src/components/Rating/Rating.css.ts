import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.colour.text.standard,
});

export const rating = styleVariants({
  small: [base, { fontSize: vars.text.small.mobile.fontSize }],
  standard: [base, { fontSize: vars.text.standard.mobile.fontSize }],
});

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

const row = style({ display: 'inline-flex', gap: 2 });
export const empty = style([row, { color: vars.colour.border.field }]);
export const filled = style([row, { color: vars.colour.tone.caution.foreground }]);

/** Cuts the filled row at the score: 4.71/5 fills 94.2 % of the width. */
export const filledClip = style({ position: 'absolute', inset: 0, overflow: 'hidden', whiteSpace: 'nowrap' });

// The row's one SVG carries its width and height (Rating.tsx): a star of 20 px (16 px small), 2 px apart.
globalStyle(`${row} svg`, { display: 'block', flexShrink: 0, fill: 'currentColor' });

export const score = style({ fontWeight: vars.font.weight.strong });
export const count = style({ color: vars.colour.text.secondary });
