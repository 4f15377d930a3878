import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by assistive technology (the usual clip pattern; `display: none` would hide both). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
