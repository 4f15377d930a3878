import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const track = style({
  left: 0,
  right: 0,
  top: 0,
  zIndex: 1000,
  overflow: 'hidden',
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-position="fixed"]': { position: 'fixed' },
    '&[data-position="static"]': { position: 'relative' },
    '&[data-visible]': { opacity: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const bar = style({
  height: '100%',
  transformOrigin: 'left',
  background: vars.colour.tone.brand.backgroundStrong,
  transition: `transform ${vars.motion.duration.standard} linear`,
  selectors: { [`${track}[data-error] &`]: { background: vars.colour.tone.critical.backgroundStrong } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
