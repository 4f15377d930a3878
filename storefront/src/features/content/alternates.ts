import type { Footer, Header } from '@gamelle/contract/content/page';
import type { Locale } from '../shared/index.ts';

type Menus = { header: Header; footer: Footer };

/**
 * Pairs the French and Dutch URLs of the pages both menus link to. Both languages' menus come from the same
 * content, entry for entry, so the n-th link of one is the n-th link of the other: this is how a category or
 * a page, whose slug the catalogue translates, finds its twin for hreflang and the language switcher.
 */
export function menuAlternates(fr: Menus, nl: Menus): Map<string, Record<Locale, string>> {
  const pairs = new Map<string, Record<Locale, string>>();
  const frUrls = menuUrls(fr);
  const nlUrls = menuUrls(nl);
  if (frUrls.length !== nlUrls.length) return pairs;
  frUrls.forEach((frUrl, i) => {
    const nlUrl = nlUrls[i]!;
    if (!frUrl.startsWith('/') || !nlUrl.startsWith('/nl/')) return;
    const pair = { fr: frUrl, nl: nlUrl };
    pairs.set(frUrl, pair);
    pairs.set(nlUrl, pair);
  });
  return pairs;
}

function menuUrls({ header, footer }: Menus): string[] {
  return [
    ...header.menu.flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]),
    ...footer.columns.flatMap((column) => column.links.map((link) => link.url)),
    ...footer.legal.map((link) => link.url),
  ].map((url) => url.split(/[?#]/)[0]!);
}
