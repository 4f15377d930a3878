import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [mediaQuery('tablet')]: { gridColumn: '1 / -1' } } });

export const checkboxes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const hint = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.secondary,
});
