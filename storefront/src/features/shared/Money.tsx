import { formatPrice, pricePlaceholder } from '@gamelle/design-system';
import { useLocale } from './i18n/use-locale.ts';

/** An amount in cents in the page's language; a non-integer shows the dashed placeholder (spec §3). */
export function Money({ cents, freeLabel }: { cents: number; freeLabel?: string }) {
  const locale = useLocale();
  if (cents === 0 && freeLabel) return <>{freeLabel}</>;
  return <>{formatPrice(cents, locale) ?? pricePlaceholder(locale)}</>;
}

export function useFormatMoney(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatPrice(cents, locale) ?? pricePlaceholder(locale);
}
