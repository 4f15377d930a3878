import type { ReactNode } from 'react';
import type { ContentWidth } from '../../theme/tokens.ts';
import { Box } from '../Box/Box.tsx';

export interface ContainerProps {
  children: ReactNode;
  /** Maximum width of the content (the `large` width is the 1260 px wide breakpoint). */
  width?: ContentWidth;
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
}

/** Centres page content at a readable width with side gutters that grow with the screen. */
export function Container({ children, width = 'large', as = 'div' }: ContainerProps) {
  return (
    <Box
      as={as}
      width="full"
      maxWidth={width}
      marginX="auto"
      paddingX={{ mobile: 'medium', tablet: 'large', desktop: 'xlarge' }}
    >
      {children}
    </Box>
  );
}
