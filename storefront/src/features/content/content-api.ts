import type { Footer, Header, Page } from '@gamelle/contract/content/page';
import { contentPaths } from '@gamelle/contract/shared/paths';
import { requestJson } from '../shared/index.ts';
import type { Locale } from '../shared/index.ts';

/**
 * The editorial content API calls of spec §7 (menus and pages, GET with `locale`). Responses are typed by the
 * contract and not parsed again in the browser: the server is tested against the contract's schemas.
 */
const content = (path: string) => `/content${path}`;

export const contentApi = {
  header: (locale: Locale) => requestJson<Header>(content(contentPaths.header()), { query: { locale } }),
  footer: (locale: Locale) => requestJson<Footer>(content(contentPaths.footer()), { query: { locale } }),
  page: <A = Record<string, unknown>>(key: string, locale: Locale) =>
    requestJson<Page & { attributes: Page['attributes'] & A }>(content(contentPaths.page(key)), { query: { locale } }),
};
