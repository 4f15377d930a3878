import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.colour.surface.sunken,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: {
    [`${frame}[data-loaded] &`]: { opacity: 1 },
    '&[data-fit="contain"]': { objectFit: 'contain' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
