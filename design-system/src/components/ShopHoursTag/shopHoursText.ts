import { languageTag } from '@gamelle/contract/shared/locales';
import type { Locale } from '../../i18n/locales.ts';
import type { ShopHoursStatus, SpecialDayNote } from '../../shop-hours/shopHours.ts';
import { formatMessage } from '../../i18n/defineMessages.ts';
import { shopHoursTagMessages } from './ShopHoursTag.messages.ts';

/** The tag's sentence for a status, e.g. "Fermé · ouvre lundi 19 janvier à 9h00". */
export function statusText(status: ShopHoursStatus, locale: Locale): string {
  const m = shopHoursTagMessages[locale];
  switch (status.kind) {
    case 'open_until':
      return formatMessage(m.open_until, { time: clockText(status.until, locale) });
    case 'closes_in':
      return formatMessage(m.closes_in, { minutes: status.minutes });
    case 'opens_in':
      return formatMessage(m.opens_in, { minutes: status.minutes });
    case 'opens_today':
      return formatMessage(m.opens_today, { time: clockText(status.at, locale) });
    case 'opens_tomorrow':
      return formatMessage(m.opens_tomorrow, { time: clockText(status.at, locale) });
    case 'opens_on':
      return formatMessage(m.opens_on, {
        day: dateText(status.date, locale, true),
        time: clockText(status.at, locale),
      });
    case 'closed':
      return m.closed;
  }
}

/** "Fermeture exceptionnelle du 12 janvier au 14 janvier", or "… le 1 mai" for a single day. */
export function specialText(note: SpecialDayNote, locale: Locale): string {
  const m = shopHoursTagMessages[locale];
  const single = note.from === note.to;
  const key =
    note.kind === 'special_closure'
      ? single
        ? m.special_closure_day
        : m.special_closure_range
      : single
        ? m.special_opening_day
        : m.special_opening_range;
  return formatMessage(key, { from: dateText(note.from, locale, false), to: dateText(note.to, locale, false) });
}

/** French writes hours as "9h00", Dutch as "9:00"; the end of the day reads "minuit" / "middernacht". */
export function clockText(clock: string, locale: Locale): string {
  if (clock === '24:00' || clock === '00:00') return shopHoursTagMessages[locale].midnight;
  const [hours, minutes] = clock.split(':');
  const h = String(Number(hours));
  return locale === 'fr' ? `${h}h${minutes}` : `${h}:${minutes}`;
}

function dateText(date: string, locale: Locale, withWeekday: boolean): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(languageTag(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(withWeekday ? { weekday: 'long' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
