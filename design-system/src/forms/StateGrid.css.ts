import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const cell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const caption = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.xsmall.mobile.fontSize,
  lineHeight: vars.text.xsmall.mobile.lineHeight,
  color: vars.colour.text.secondary,
});
