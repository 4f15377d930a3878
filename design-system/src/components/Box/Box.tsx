import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { boxReset } from '../../sprinkles/reset.css.ts';
import { sprinkles, type Sprinkles } from '../../sprinkles/sprinkles.css.ts';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'> &
  Sprinkles & {
    /** The element to render (`div` unless told). */
    as?: ElementType;
    /** Extra classes from a component's own `.css.ts` (what sprinkles cannot express). */
    className?: string | undefined;
    ref?: Ref<HTMLElement>;
    [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  };

/**
 * The one styling primitive: semantic sprinkle props become atomic classes, everything else goes to the
 * element. Components build on Box instead of writing CSS for layout, colour and spacing.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [boxReset, sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes });
}
