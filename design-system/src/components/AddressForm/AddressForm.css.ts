import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** One column on phones, two from the tablet breakpoint; `wide` fields span both. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [mediaQuery('tablet')]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
