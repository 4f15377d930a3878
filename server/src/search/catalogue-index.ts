import type { Locale } from '@gamelle/contract';
import type { SearchResult } from '@gamelle/contract/search/schema';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import { categories, categoryHref, faq, pageHref, pages, productHref, products, type Product } from '@gamelle/content';
import { toImage } from '@gamelle/content/api';
import { matchQuality, terms } from './normalize.ts';

type Article = SearchResult['groups']['articles']['hits'][number];
type CategoryHit = SearchResult['groups']['categories']['hits'][number];

interface Field {
  words: string[];
  /** A match in the name counts more than one in the description. */
  weight: number;
}

export interface Document<T> {
  fields: Field[];
  hit: T;
  /** Breaks ties: best sellers first. */
  rank: number;
}

/** The searchable documents of one language, built once from content/ (it only changes with a deploy). */
export interface SearchIndex {
  articles: Document<Article>[];
  categories: Document<CategoryHit>[];
  products: Document<Product>[];
  /** Names offered as suggestions: products first, then categories. */
  names: Document<string>[];
}

const indexes = new Map<Locale, SearchIndex>();

export function searchIndex(locale: Locale): SearchIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = buildIndex(locale);
    indexes.set(locale, index);
  }
  return index;
}

function buildIndex(locale: Locale): SearchIndex {
  const viewable = products.filter((p) => p.viewable);
  return {
    articles: [
      ...pages.map((p, i) => ({
        fields: [field(p.title[locale], 3), field(p.body[locale], 1)],
        hit: { title: p.title[locale], url: pageHref(p, locale), excerpt: excerpt(p.seo_description[locale]) },
        rank: 1000 + i,
      })),
      ...faq.entries.map((e, i) => ({
        fields: [field(e.question[locale], 3), field(e.answer[locale], 1)],
        hit: {
          title: e.question[locale],
          url: sitePath('faq', locale, { faqQuery: String(e.id) }),
          excerpt: excerpt(e.answer[locale]),
        },
        rank: i,
      })),
    ],
    categories: categories.map((c) => ({
      fields: [field(c.name[locale], 3), field(c.description[locale], 1)],
      hit: { name: c.name[locale], url: categoryHref(c, locale) },
      rank: c.position,
    })),
    products: viewable.map((p) => ({
      fields: [field(p.name[locale], 3), field(`${p.sku} ${p.short_description[locale]}`, 1)],
      hit: p,
      rank: p.best_seller_rank,
    })),
    names: [
      ...viewable.map((p) => ({ fields: [field(p.name[locale], 1)], hit: p.name[locale], rank: p.best_seller_rank })),
      ...categories.map((c) => ({ fields: [field(c.name[locale], 1)], hit: c.name[locale], rank: 1000 + c.position })),
    ],
  };
}

/**
 * The documents in which every typed word matches some word (accents, case and small typos forgiven), best
 * score first: for each typed word, its best match quality times the weight of the field it was found in.
 */
export function rank<T>(documents: Document<T>[], query: string): Document<T>[] {
  const typed = terms(query);
  if (typed.length === 0) return [];
  const scored: { doc: Document<T>; score: number }[] = [];
  for (const doc of documents) {
    let score = 0;
    let all = true;
    for (const word of typed) {
      let best = 0;
      for (const f of doc.fields) for (const w of f.words) best = Math.max(best, matchQuality(word, w) * f.weight);
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (all) scored.push({ doc, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.doc.rank - b.doc.rank).map((s) => s.doc);
}

export function productHitOf(product: Product, locale: Locale, lite: boolean) {
  const base = { sku: product.sku, name: product.name[locale], url: productHref(product.slug[locale], locale) };
  if (lite) return base;
  const prices = product.variants.filter((v) => v.show_variant).map((v) => v.base_price);
  return {
    ...base,
    image: toImage(product.images[0]!, locale),
    ...(prices.length ? { price: Math.min(...prices) } : {}),
  };
}

function field(text: string, weight: number): Field {
  return { words: [...new Set(terms(text))], weight };
}

/** The first sentence or so of a markdown text, as plain text. */
function excerpt(markdown: string): string {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…` : plain;
}
