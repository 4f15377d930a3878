import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space.small} * 2 + 16px)`,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.small,
  width: 16,
  height: 16,
  pointerEvents: 'none',
  color: vars.colour.text.standard,
});
