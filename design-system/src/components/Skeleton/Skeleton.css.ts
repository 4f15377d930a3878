import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  background: vars.colour.surface.sunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  // A pulsing placeholder is motion: still for people who asked their system for less.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
  rectangle: { borderRadius: vars.radius.standard },
  circle: { borderRadius: '50%' },
});
