import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { formatPrice } from '../Price/formatPrice.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './FreeShippingProgress.css.ts';
import { freeShippingProgressMessages } from './FreeShippingProgress.messages.ts';

export interface FreeShippingProgressProps {
  /** The cart's amount that counts towards free shipping, in cents. */
  totalCents: number;
  /** From the back end (the spec does not give the amount): never a constant in the UI. */
  thresholdCents: number;
}

/** The cart's free-shipping nudge: "Plus que 12,50 € pour la livraison offerte", then "offerte" once reached. */
export function FreeShippingProgress({ totalCents, thresholdCents }: FreeShippingProgressProps) {
  const t = useMessages(freeShippingProgressMessages);
  const locale = useLocale();
  const threshold = Math.max(0, thresholdCents);
  const reached = totalCents >= threshold;
  const progress = threshold === 0 ? 1 : Math.min(1, Math.max(0, totalCents) / threshold);
  const message = reached
    ? t('reached')
    : t('remaining', { amount: formatPrice(threshold - Math.max(0, totalCents), locale) ?? '' });
  return (
    <div data-reached={reached || undefined}>
      {/* The bar's value text repeats this sentence, so it is not also its description. */}
      <Text as="p" weight="medium" tone={reached ? 'positive' : 'standard'}>
        {message}
      </Text>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('name')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={message}
      >
        <div className={styles.fill} style={{ width: `${progress * 100}%` }} />
      </div>
    </div>
  );
}
