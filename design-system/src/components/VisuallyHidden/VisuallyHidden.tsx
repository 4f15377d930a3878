import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `span` (inline, the default) or `div`. */
  as?: 'span' | 'div';
  id?: string;
}

/** Text for screen readers only: extra context a sighted user gets from layout or icons. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={visuallyHidden} id={id}>
      {children}
    </Element>
  );
}
