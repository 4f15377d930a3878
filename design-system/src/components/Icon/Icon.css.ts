import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  xsmall: { width: 16, height: 16 },
  small: { width: 20, height: 20 },
  standard: { width: 24, height: 24 },
  large: { width: 32, height: 32 },
});
