import { style } from '@vanilla-extract/css';

/**
 * Box's element reset. Declared before the sprinkles (sprinkles.css.ts imports this file first) so that any
 * sprinkle, at the same specificity, wins over it.
 */
export const boxReset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  textDecoration: 'none',
  listStyle: 'none',
});
