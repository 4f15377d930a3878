import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const track = style({
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.colour.surface.sunken,
  // The empty part stays visible against the page (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.colour.border.field}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.colour.tone.brand.backgroundStrong,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '[data-reached] &': { background: vars.colour.tone.positive.backgroundStrong } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
