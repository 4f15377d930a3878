import { locales, type Locale } from '../features/shared/index.ts';

/** One public page: its path in each language. */
export type SitemapEntry = Record<Locale, string>;

/**
 * sitemap.xml listing every public page in both languages, each `<url>` carrying its hreflang alternates
 * (Google's recommended form for multilingual sites).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    locales.map((locale) => {
      const alternates = locales
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + entry[l])}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(origin + entry[locale])}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
