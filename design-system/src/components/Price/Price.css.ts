import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  color: vars.colour.text.standard,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="positive"]': { color: vars.colour.tone.positive.foreground },
    '&[data-placeholder]': { color: vars.colour.text.secondary },
  },
});

export const price = styleVariants({
  small: [base, { fontSize: vars.text.small.mobile.fontSize, lineHeight: vars.text.small.mobile.lineHeight }],
  standard: [base, { fontSize: vars.text.standard.mobile.fontSize, lineHeight: vars.text.standard.mobile.lineHeight }],
  large: [base, { fontSize: vars.text.large.mobile.fontSize, lineHeight: vars.text.large.mobile.lineHeight }],
});

export const amount = style({});

export const original = style({
  fontWeight: vars.font.weight.regular,
  fontSize: '0.85em',
  color: vars.colour.text.secondary,
});
