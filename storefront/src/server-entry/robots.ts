/**
 * robots.txt: everything public may be crawled; the pages kept out of search results say so with their own
 * `noindex` (a Disallow would hide that tag from crawlers). The API and the switcher endpoint are not pages.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_locale',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
