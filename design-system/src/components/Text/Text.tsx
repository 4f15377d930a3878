import type { ReactNode } from 'react';
import type { TextSize } from '../../theme/tokens.ts';
import * as styles from './Text.css.ts';

export interface TextProps {
  children: ReactNode;
  /** The element: `span` inside other text, `p` for a paragraph, `div`, `strong`, `label`... */
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dd' | 'dt' | 'li';
  size?: TextSize;
  tone?: styles.TextTone;
  weight?: 'regular' | 'medium' | 'strong';
  align?: 'left' | 'center' | 'right';
  /** Cut to one line with an ellipsis (the full text stays in the DOM for assistive technology). */
  truncate?: boolean;
  id?: string;
  htmlFor?: string;
}

/** Body text at a size of the theme's type scale; the size grows from the tablet breakpoint. */
export function Text({
  children,
  as: Element = 'span',
  size = 'standard',
  tone = 'standard',
  weight = 'regular',
  align,
  truncate,
  id,
  htmlFor,
}: TextProps) {
  const className = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
    truncate && styles.truncate,
  ]
    .filter(Boolean)
    .join(' ');
  const labelProps = Element === 'label' ? { htmlFor } : {};
  return (
    <Element className={className} id={id} {...labelProps}>
      {children}
    </Element>
  );
}
