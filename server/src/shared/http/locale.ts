import { CHANNELS, type Channel, DEFAULT_CHANNEL_CODE, type Locale } from '@gamelle/contract';
import type { Context } from 'hono';

/**
 * The language of the answer: the `locale` query parameter (`fr`, `nl`, or a shop locale code such as
 * `nl_BE`), else the channel's language, else French.
 */
export function requestLocale(c: Context): Locale {
  const locale = c.req.query('locale') ?? c.req.query('localeCode');
  if (locale?.toLowerCase().startsWith('nl')) return 'nl';
  if (locale?.toLowerCase().startsWith('fr')) return 'fr';
  return requestChannel(c).locale;
}

/** The `channelCode` query parameter's channel, the French site when absent or unknown. */
export function requestChannel(c: Context): Channel {
  return channelByCode(c.req.query('channelCode'));
}

export function channelByCode(code: string | undefined | null): Channel {
  return CHANNELS.find((ch) => ch.code === code) ?? CHANNELS.find((ch) => ch.code === DEFAULT_CHANNEL_CODE)!;
}
