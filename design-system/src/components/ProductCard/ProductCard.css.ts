import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.colour.border.subtle}`,
  background: vars.colour.surface.raised,
  boxShadow: vars.elevation.small,
});

export const media = style({ display: 'block', borderRadius: vars.radius.standard, overflow: 'hidden' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.text.large.mobile.fontSize,
  lineHeight: vars.text.large.mobile.lineHeight,
});

export const link = style({
  color: vars.colour.text.standard,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.colour.text.linkHover, textDecoration: 'underline' } },
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  marginTop: 'auto',
});

export const subscription = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  color: vars.colour.tone.positive.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
});
