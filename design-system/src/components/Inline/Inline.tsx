import { Children, type ReactNode } from 'react';
import type { ResponsiveSpace } from '../Stack/Stack.tsx';
import { Box } from '../Box/Box.tsx';

export interface InlineProps {
  children: ReactNode;
  /** Space between items, horizontally and between wrapped rows. */
  space: ResponsiveSpace;
  align?: 'left' | 'center' | 'right' | 'spaceBetween';
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  /** Items wrap onto new rows when they do not fit (the default); `false` keeps one row. */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol';
}

/** Items side by side (buttons, badges, tags), wrapping on narrow screens. */
export function Inline({ children, space, align = 'left', alignY = 'center', wrap = true, as = 'div' }: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
    >
      {isList
        ? Children.toArray(children).map((child, index) => (
            <Box as="li" key={index}>
              {child}
            </Box>
          ))
        : children}
    </Box>
  );
}

const justify = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;
