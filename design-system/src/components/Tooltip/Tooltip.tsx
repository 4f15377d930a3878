import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The tip: a short hint that adds to the trigger's name, never the only place something is said. */
  content: ReactNode;
  /**
   * The trigger: one focusable element that accepts a ref (Button, Link...). Keyboard focus shows the tip at
   * once, hover after `delay`; Escape hides it.
   */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Hover delay in milliseconds. */
  delay?: number;
}

/** A hint on hover and keyboard focus (React Aria: described-by wiring, Escape, no hover-only content). */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  const theme = useTheme();
  // Rendered under <body>: re-apply the brand's CSS variables.
  const className = [theme?.theme.className, styles.tooltip].filter(Boolean).join(' ');
  return (
    <TooltipTrigger delay={delay} closeDelay={200}>
      {/* Focusable clones its child with focus/hover handlers and aria-describedby; our components spread them. */}
      <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      <AriaTooltip className={className} placement={placement} offset={8}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
