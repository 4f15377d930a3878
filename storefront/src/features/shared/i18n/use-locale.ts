import { useLocation } from '@tanstack/react-router';
import { defaultLocale, type Locale } from './locales.ts';

/** The locale of the page being shown, read from its public URL (the route tree only sees French paths). */
export function useLocale(): Locale {
  return useLocation({ select: (location) => localeOfPublicHref(location.publicHref) });
}

/** `/nl` and `/nl/…` are Dutch, everything else French. */
export function localeOfPublicHref(publicHref: string): Locale {
  return publicHref === '/nl' || /^\/nl[/?#]/.test(publicHref) ? 'nl' : defaultLocale;
}

/** The locale of a location a loader receives. */
export function localeOf(location: { publicHref: string }): Locale {
  return localeOfPublicHref(location.publicHref);
}
