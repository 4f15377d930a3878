import type { ReactNode } from 'react';
import type { HeadingLevel } from '../../theme/tokens.ts';
import * as styles from './Heading.css.ts';

export type HeadingElementLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  children: ReactNode;
  /** The document outline level (h1...h6): what the heading IS. */
  level: HeadingElementLevel;
  /** How big it LOOKS, from the theme's heading scale; defaults to the level (5 and 6 look like 4). */
  size?: `${HeadingLevel}` | 1 | 2 | 3 | 4;
  align?: 'left' | 'center' | 'right';
  id?: string;
}

/**
 * A section heading. Level and size are separate so a page can keep a correct outline (one h1, no skipped
 * levels) while a card title looks smaller than its level suggests.
 */
export function Heading({ children, level, size, align, id }: HeadingProps) {
  const Element = `h${level}` as const;
  const visual = String(size ?? Math.min(level, 4)) as HeadingLevel;
  const className = [styles.base, styles.size[visual], align && styles.align[align]].filter(Boolean).join(' ');
  return (
    <Element className={className} id={id}>
      {children}
    </Element>
  );
}
