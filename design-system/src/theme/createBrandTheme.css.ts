import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import type { ThemeTokens } from './tokens.ts';

/**
 * A brand theme's class: the tokens as CSS variables, plus motion switched off for people who ask their system
 * for reduced motion (durations go to 0 so every transition and animation built on them stops).
 */
export function createBrandTheme(tokens: ThemeTokens, debugId: string): string {
  const className = createTheme(vars, tokens, debugId);
  globalStyle(`.${className}`, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.motion.duration.fast]: '0ms',
          [vars.motion.duration.standard]: '0ms',
          [vars.motion.duration.slow]: '0ms',
        },
      },
    },
  });
  return className;
}
