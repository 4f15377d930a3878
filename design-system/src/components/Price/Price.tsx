import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { visuallyHidden } from '../../forms/field.css.ts';
import { formatPrice, pricePlaceholder } from './formatPrice.ts';
import { priceMessages } from './Price.messages.ts';
import * as styles from './Price.css.ts';

export interface PriceProps {
  /** The amount in integer cents (the API's unit). Anything else shows a dashed placeholder. */
  cents: number;
  /** The price before a discount (e.g. without the subscription's 10 %), shown struck through after it. */
  originalCents?: number;
  /** Shows "Gratuit"/"Gratis" instead of 0,00 € (shipping, free samples). */
  freeLabel?: boolean;
  size?: 'small' | 'standard' | 'large';
  /** `positive` for a discounted price (subscription), `standard` otherwise. */
  tone?: 'standard' | 'positive';
}

/**
 * A euro amount in the reader's locale: fr "12,90 €", nl "€ 12,90". A struck-through original price is
 * announced as "au lieu de 14,33 €", since screen readers do not voice strike-through.
 */
export function Price({ cents, originalCents, freeLabel, size = 'standard', tone = 'standard' }: PriceProps) {
  const locale = useLocale();
  const t = useMessages(priceMessages);
  const formatted = formatPrice(cents, locale);
  const original = originalCents !== undefined ? formatPrice(originalCents, locale) : null;

  if (formatted === null) {
    return (
      <span className={styles.price[size]} data-placeholder="">
        <span aria-hidden="true">{pricePlaceholder(locale)}</span>
        <span className={visuallyHidden}>{t('unavailable')}</span>
      </span>
    );
  }
  const isFree = cents === 0 && freeLabel;
  return (
    <span className={styles.price[size]} data-tone={tone} data-free={isFree ? '' : undefined}>
      <span className={styles.amount}>{isFree ? t('free') : formatted}</span>
      {original !== null && originalCents !== cents ? (
        <s className={styles.original}>
          <span className={visuallyHidden}>{t('insteadOf')} </span>
          {original}
        </s>
      ) : null}
    </span>
  );
}
