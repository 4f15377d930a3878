import { languageTag } from '@gamelle/contract/shared/locales';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { subscriptionAlertMessages } from './SubscriptionAlert.messages.ts';

/** The subscription alerts of spec §4. */
export const SUBSCRIPTION_ALERT_KINDS = [
  'card_expired',
  'card_expiring',
  'relay_point_inactive',
  'promotion_invalid',
  'product_unavailable',
  'carrier_invalid',
] as const;
export type SubscriptionAlertKind = (typeof SUBSCRIPTION_ALERT_KINDS)[number];

export interface SubscriptionAlertProps {
  kind: SubscriptionAlertKind;
  /** For `card_expiring`: the card's last valid month, `YYYY-MM`. */
  expiryMonth?: string;
  /** For `product_unavailable`: which product, when known. */
  productName?: string;
  /** What to do about it, e.g. a link or button to update the card. */
  action?: ReactNode;
}

/**
 * One alert of a subscription. Those that stop the next shipment (expired card, unavailable product or
 * relay point, invalid carrier) are critical; the others warn ahead of time.
 */
export function SubscriptionAlert({ kind, expiryMonth, productName, action }: SubscriptionAlertProps) {
  const t = useMessages(subscriptionAlertMessages);
  const locale = useLocale();
  const title =
    kind === 'card_expiring'
      ? t('card_expiring_title', { month: expiryMonth ? formatMonth(expiryMonth, locale) : '' })
      : t(`${kind}_title`);
  const body =
    kind === 'product_unavailable' && productName
      ? t('product_unavailable_named_body', { product: productName })
      : t(`${kind}_body`);
  return (
    <div data-subscription-alert={kind}>
      <Alert tone={tones[kind]} title={title}>
        <p style={{ margin: 0 }}>{body}</p>
        {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
      </Alert>
    </div>
  );
}

const tones: Record<SubscriptionAlertKind, 'critical' | 'caution'> = {
  card_expired: 'critical',
  card_expiring: 'caution',
  relay_point_inactive: 'critical',
  promotion_invalid: 'caution',
  product_unavailable: 'critical',
  carrier_invalid: 'critical',
};

/** `2027-03` → "mars 2027" / "maart 2027". */
export function formatMonth(month: string, locale: 'fr' | 'nl'): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
