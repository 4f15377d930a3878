import { languageTag } from '@gamelle/contract/shared/locales';
import type { StockState as StockStateValue } from '@gamelle/contract/catalogue/product';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import type { Tone } from '../../theme/tokens.ts';
import { Badge } from '../Badge/Badge.tsx';
import { stockStateMessages } from './StockState.messages.ts';

export interface StockStateProps {
  state: StockStateValue;
  /** For `back_soon`: the expected date (`YYYY-MM-DD`), shown when known. */
  backOn?: string | null;
}

/** The product states of spec §8 as a tag: out of stock, permanently discontinued, unavailable, back soon, no longer sold. */
export function StockState({ state, backOn }: StockStateProps) {
  const t = useMessages(stockStateMessages);
  const locale = useLocale();
  const text = state === 'back_soon' && backOn ? t('back_on', { date: formatDay(backOn, locale) }) : t(state);
  return (
    <span data-stock-state={state}>
      <Badge tone={tones[state]}>{text}</Badge>
    </span>
  );
}

const tones: Record<StockStateValue, Tone> = {
  in_stock: 'positive',
  out_of_stock: 'critical',
  discontinued: 'neutral',
  unavailable: 'neutral',
  back_soon: 'info',
  no_longer_sold: 'neutral',
};

function formatDay(date: string, locale: 'fr' | 'nl'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
