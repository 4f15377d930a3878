import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The show/hide IconButton inside the field: its focus ring drawn inside, brand colour while pressed. */
export const toggle = style({
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { color: vars.colour.tone.brand.foreground },
  },
});
