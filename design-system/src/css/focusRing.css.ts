import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The one keyboard focus indicator: an outline in the theme's focus colour, offset from the element so it
 * stays visible on solid fills (WCAG 2.4.7 and 2.4.13). Only on :focus-visible, so pointer users do not see it.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
