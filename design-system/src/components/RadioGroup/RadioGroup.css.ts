import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium } },
});
