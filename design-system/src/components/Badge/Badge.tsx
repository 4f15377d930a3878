import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tokens.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps {
  children: ReactNode;
  tone?: Tone;
  /** `soft` (the default) or `strong` (solid fill). */
  weight?: 'soft' | 'strong';
  /** A decorative icon before the text, e.g. `<Icon name="paw" size="xsmall" />`. */
  icon?: ReactNode;
  id?: string;
}

/** A short label about something (new, promotion, out of stock): text, never interactive. */
export function Badge({ children, tone = 'neutral', weight = 'soft', icon, id }: BadgeProps) {
  const toneClass = weight === 'strong' ? styles.strong[tone] : styles.soft[tone];
  return (
    <span className={`${styles.badge} ${toneClass}`} id={id} data-tone={tone} data-weight={weight}>
      {icon}
      {children}
    </span>
  );
}
