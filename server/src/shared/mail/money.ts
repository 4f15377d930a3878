// Amounts in the shop's e-mails, as a French or Dutch shop writes them: whole euros without decimals ("5 €",
// "€ 5"), cents only when there are some ("5,90 €", "€ 5,90"). Every e-mail formats its amounts here.
import { languageTag, type Locale } from '@gamelle/contract/shared/locales';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents in the e-mail's language: `5 €` / `5,90 €` / `1 234,50 €` in French (a no-break space
 * before the sign, a narrow one between thousands), `€ 5` / `€ 5,90` / `€ 1.234,50` in Dutch (Belgian usage, the sign
 * first). `cents: 'always'` keeps two decimals on whole euros too, for columns that align on the comma (the invoice).
 */
export function formatEuros(amountCents: number, language: Locale, options: { cents?: 'when-needed' | 'always' } = {}) {
  if (!Number.isInteger(amountCents)) throw new RangeError(`An amount is a whole number of cents: ${amountCents}`);
  const digits = options.cents === 'always' || amountCents % 100 !== 0 ? 2 : 0;
  return formatter(language, digits).format(amountCents / 100);
}

function formatter(language: Locale, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(languageTag(language), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}
