import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';

export type Collapse = 'none' | 'tablet' | 'desktop';
export type ColumnWidth = keyof typeof flex;

/** Below the collapse breakpoint columns stack; from it up they sit in a row. */
export const columns = styleVariants({
  none: { display: 'flex', flexDirection: 'row' },
  tablet: { display: 'flex', flexDirection: 'column', '@media': { [mediaQuery('tablet')]: { flexDirection: 'row' } } },
  desktop: {
    display: 'flex',
    flexDirection: 'column',
    '@media': { [mediaQuery('desktop')]: { flexDirection: 'row' } },
  },
});

export const column = style({ minWidth: 0 });

// Fractions may shrink (flex-shrink 1) so that the gap never makes a row overflow.
const flex = {
  fill: '1 1 0',
  content: '0 0 auto',
  '1/2': '0 1 50%',
  '1/3': '0 1 33.333%',
  '2/3': '0 1 66.667%',
  '1/4': '0 1 25%',
  '3/4': '0 1 75%',
};

/** A column's width per collapse mode: stacked columns take the full width, row columns their fraction. */
export const width = {
  none: styleVariants(flex, (value) => ({ flex: value })),
  tablet: styleVariants(flex, (value) => ({ flex: 'none', '@media': { [mediaQuery('tablet')]: { flex: value } } })),
  desktop: styleVariants(flex, (value) => ({ flex: 'none', '@media': { [mediaQuery('desktop')]: { flex: value } } })),
} satisfies Record<Collapse, Record<ColumnWidth, string>>;
