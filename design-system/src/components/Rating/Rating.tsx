import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { visuallyHidden } from '../../forms/field.css.ts';
import { formatCount, formatScore, ratingFill } from './rating.ts';
import { ratingMessages } from './Rating.messages.ts';
import * as styles from './Rating.css.ts';
import { Icon } from '../Icon/Icon.tsx';

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
        <Stars count={max} className={styles.empty} />
        <span className={styles.filledClip} style={{ width: fill }}>
          <Stars count={max} className={styles.filled} />
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

function Stars({ count, className }: { count: number; className: string }) {
  return (
    <span className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Icon key={index} name="star-filled" />
      ))}
    </span>
  );
}
