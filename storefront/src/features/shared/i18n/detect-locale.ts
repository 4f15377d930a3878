import { readCookie } from '@gamelle/contract/shared/cookies';
import { defaultLocale, isLocale, localeCookie, type Locale } from './locales.ts';

/**
 * The visitor's language when the URL does not say it (spec §4): the locale cookie first, then the browser's
 * languages in order of preference (Accept-Language, or navigator.languages), then French.
 */
export function detectLocale(input: { cookieHeader?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = readCookie(input.cookieHeader ?? '', localeCookie);
  if (isLocale(fromCookie)) return fromCookie;
  for (const language of preferredLanguages(input.acceptLanguage ?? '')) {
    const primary = language.split('-')[0]!.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/** Accept-Language's tags by decreasing quality (`q=0` means "not this one"). */
export function preferredLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.quality > 0 && !Number.isNaN(l.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}

/** One cookie's value from a Cookie header (or `document.cookie`): the contract's reader. */
export { readCookie };
