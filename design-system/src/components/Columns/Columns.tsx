import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import type { ResponsiveSpace } from '../Stack/Stack.tsx';
import * as styles from './Columns.css.ts';

export interface ColumnsProps {
  /** `Column` elements. */
  children: ReactNode;
  space: ResponsiveSpace;
  /** Stack the columns below this breakpoint (phones get one column). */
  collapseBelow?: 'tablet' | 'desktop';
  alignY?: 'top' | 'center' | 'bottom';
}

/** Side-by-side columns that collapse into a stack on small screens. */
export function Columns({ children, space, collapseBelow, alignY = 'top' }: ColumnsProps) {
  const collapse = collapseBelow ?? 'none';
  return (
    <CollapseContext.Provider value={collapse}>
      <Box className={styles.columns[collapse]} gap={space} alignItems={alignItems[alignY]}>
        {children}
      </Box>
    </CollapseContext.Provider>
  );
}

export interface ColumnProps {
  children: ReactNode;
  /** `fill` (share what is left, the default), `content` (as wide as its content) or a fraction. */
  width?: styles.ColumnWidth;
}

export function Column({ children, width = 'fill' }: ColumnProps) {
  const collapse = useContext(CollapseContext);
  return <Box className={`${styles.column} ${styles.width[collapse][width]}`}>{children}</Box>;
}

const CollapseContext = createContext<styles.Collapse>('none');
const alignItems = { top: 'stretch', center: 'center', bottom: 'flex-end' } as const;
