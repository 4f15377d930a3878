import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A spinning ring is motion; people who asked for less get a still, dotted ring.
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderStyle: 'dotted' },
  },
});

export const size = styleVariants({
  small: { width: 16, height: 16 },
  standard: { width: 24, height: 24 },
  large: { width: 40, height: 40, borderWidth: 3 },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.colour.tone.brand.foreground,
});
