import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const input = style({ flex: 1, minWidth: 0 });

/** Lines the button up with the input, below the field's label. */
export const action = style({ paddingTop: `calc(${vars.text.standard.mobile.lineHeight} + ${vars.space.xxsmall})` });
