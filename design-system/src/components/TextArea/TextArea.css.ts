import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({ resize: 'vertical', minHeight: `calc(${vars.controlHeight.standard} * 2)` });

export const count = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.colour.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-at-limit]': { color: vars.colour.tone.critical.foreground } },
});
