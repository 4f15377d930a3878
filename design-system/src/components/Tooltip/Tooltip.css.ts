import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tooltip = style({
  maxWidth: 280,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.colour.tone.neutral.backgroundStrong,
  color: vars.colour.tone.neutral.foregroundOnStrong,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  boxShadow: vars.elevation.medium,
  transition: `opacity ${vars.motion.duration.fast}`,
  selectors: { '&[data-entering]': { opacity: 0 } },
});
