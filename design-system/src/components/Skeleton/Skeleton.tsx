import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  shape?: keyof typeof styles.shape;
  /** CSS length or number of pixels; text lines default to the full width. */
  width?: number | string;
  /** CSS length or number of pixels; text lines are one line high. */
  height?: number | string;
}

/**
 * A grey placeholder where content is loading. It is hidden from assistive technology: the region that
 * loads says so itself (`aria-busy` and a "Chargement…" status), instead of a list of empty shapes.
 */
export function Skeleton({ shape = 'text', width, height }: SkeletonProps) {
  const size = { width: width ?? (shape === 'text' ? '100%' : undefined), height };
  return (
    <span
      className={`${styles.skeleton} ${styles.shape[shape]}`}
      style={size}
      aria-hidden="true"
      data-skeleton={shape}
    />
  );
}
