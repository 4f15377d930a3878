import type { SearchResult } from '@gamelle/contract/search/schema';
import { sitePath, type Locale } from '../shared/index.ts';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}
export interface FaqTheme {
  key: string;
  name: string;
  entries: FaqEntry[];
}
/** The `faq` page's own attributes (content API). */
export interface FaqAttributes {
  themes: FaqTheme[];
}

/**
 * The FAQ entries the server's search found (its articles whose URL is a FAQ entry's), in its ranking order: the
 * search is the server's, typo-tolerant and accent-insensitive.
 */
export function faqHits(result: SearchResult, themes: FaqTheme[], locale: Locale): FaqEntry[] {
  const byId = new Map(themes.flatMap((t) => t.entries).map((e) => [e.id, e]));
  return result.groups.articles.hits.flatMap((hit) => {
    const base = sitePath('faq', locale);
    if (!hit.url.startsWith(base)) return [];
    const entry = byId.get(hit.url.slice(base.length).replace(/\/$/, ''));
    return entry ? [entry] : [];
  });
}

/** A FAQ path segment that is an entry's id (the search's links) rather than words to search. */
export function entryById(themes: FaqTheme[], id: string): FaqEntry | undefined {
  return themes.flatMap((t) => t.entries).find((e) => e.id === id);
}

/** schema.org FAQPage of the questions shown. */
export function faqPageJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}
