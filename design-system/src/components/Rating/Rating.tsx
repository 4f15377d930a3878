import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { visuallyHidden } from '../../forms/field.css.ts';
import { formatCount, formatScore, ratingFill, starRow } from './rating.ts';
import { ratingMessages } from './Rating.messages.ts';
import * as styles from './Rating.css.ts';

export interface RatingProps {
  /** Average score, e.g. 4.71. */
  value: number;
  /** Number of reviews, e.g. 25769. */
  count?: number;
  max?: number;
  size?: 'small' | 'standard';
  /** Shows "4,71/5" beside the stars. */
  showScore?: boolean;
}

/**
 * A review score as stars (partly filled to the exact score) with the number of reviews. Screen readers
 * hear one sentence, "Note 4,71 sur 5, 25 769 avis"; the stars and figures are hidden from them.
 */
export function Rating({ value, count, max = 5, size = 'standard', showScore = true }: RatingProps) {
  const locale = useLocale();
  const t = useMessages(ratingMessages);
  const score = formatScore(value, locale);
  const countText = count !== undefined ? formatCount(count, locale) : undefined;
  const summary =
    countText !== undefined ? t('summary', { score, max, count: countText }) : t('summaryNoCount', { score, max });
  const fill = `${(ratingFill(value, max) * 100).toFixed(1)}%`;
  return (
    <span className={styles.rating[size]} data-score={value}>
      <span className={visuallyHidden}>{summary}</span>
      <span className={styles.stars} aria-hidden="true">
        <Stars count={max} size={size} className={styles.empty} />
        <span className={styles.filledClip} style={{ width: fill }}>
          <Stars count={max} size={size} className={styles.filled} />
        </span>
      </span>
      {showScore ? (
        <span className={styles.score} aria-hidden="true">
          {score}/{max}
        </span>
      ) : null}
      {countText !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          {t(count === 1 ? 'reviewsOne' : 'reviews', { count: countText })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A row of stars as one SVG with one path (the `star-filled` icon repeated), not one icon per star: a product page
 * shows eight ratings, and their 80 star icons were 29 % of its markup, each rendered and sent on every request.
 * Same geometry as the icons side by side (stars of `STAR_PX`, 2 px apart), so the row looks the same.
 */
function Stars({ count, size, className }: { count: number; size: 'small' | 'standard'; className: string }) {
  const row = starRow(count, STAR_PX[size]);
  return (
    <span className={className}>
      <svg
        viewBox={row.viewBox}
        width={row.width}
        height={STAR_PX[size]}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth={1}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={row.path} />
      </svg>
    </span>
  );
}

/** A star's side in CSS pixels per size. */
const STAR_PX = { small: 16, standard: 20 } as const;
