import { Children, type ReactNode } from 'react';
import type { Sprinkles } from '../../sprinkles/sprinkles.css.ts';
import { Box } from '../Box/Box.tsx';

export type ResponsiveSpace = Sprinkles['gap'];

export interface StackProps {
  children: ReactNode;
  /** Space between items; responsive: `{ mobile: 'small', tablet: 'large' }` or `['small', 'large']`. */
  space: ResponsiveSpace;
  /** Horizontal alignment of the items. */
  align?: 'left' | 'center' | 'right' | 'stretch';
  /** `ul`/`ol` render each child in an `li`, so lists keep their semantics. */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'nav' | 'fieldset';
}

/** Items one under the other with even space between them. */
export function Stack({ children, space, align = 'stretch', as = 'div' }: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box as={as} display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]}>
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

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;
