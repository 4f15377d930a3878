import { ApiError } from '@gamelle/contract/shared/api-error';
import type { ClientConfig } from '@gamelle/contract/shared/http';
import { channelFor } from '@gamelle/contract/shared/locales';
import { localeCountry, type Country, type Locale } from '../i18n/locales.ts';
import { apiFetch } from './api-fetch.ts';

/**
 * The configuration of the contract's client (the shop's one HTTP client: retries and timeouts of spec §9) for a
 * page's language and country. Answers are typed, not parsed (`validate: false`): the schemas, and zod, stay out of
 * the browser's bundle, and the server render reads the same answers as the browser (no hydration mismatch). The
 * server's and the mocks' tests parse every answer with the same schemas.
 */
export function apiConfig(locale: Locale, country: Country = localeCountry(locale)): ClientConfig {
  const channel = channelFor(country, locale);
  return {
    baseUrl: '',
    fetch: apiFetch as typeof fetch,
    channelCode: channel.code,
    localeCode: channel.shopLocaleCode,
    locale,
    validate: false,
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The text to show for a refused call: a validation refusal's own messages (not the "field: message" summary),
 * else the server's message.
 */
export function errorText(error: ApiError): string {
  const messages = error.violations.map((violation) => violation.message).filter((message) => message.trim() !== '');
  return messages.length > 0 ? messages.join(' ') : error.message;
}

export { ApiError };
