// Site search over the content (contract/src/search/schema.ts): articles (pages and FAQ answers), categories and
// products whose words contain every word asked, accents and case ignored.
import type { SearchResult, SearchSuggestions } from '@gamelle/contract/search/schema';
import { categories, faq, pages, products } from '../collections.ts';
import { categoryHref, faqHref, pageHref, productHref } from '../paths.ts';
import type { Locale, Product } from '../schema.ts';
import { toImage } from './images.ts';

export function searchContent(
  q: string,
  locale: Locale,
  options: { lite?: boolean; limit?: number } = {},
): SearchResult {
  const limit = options.limit ?? (options.lite ? 5 : 20);
  const words = normalize(q).split(' ').filter(Boolean);
  const matches = (...texts: string[]) => {
    const haystack = normalize(texts.join(' '));
    return words.length > 0 && words.every((w) => haystack.includes(w));
  };
  const articles = [
    ...pages
      .filter((p) => matches(p.title[locale], p.body[locale]))
      .map((p) => ({ title: p.title[locale], url: pageHref(p, locale), excerpt: p.seo_description[locale] })),
    ...faq.entries
      .filter((e) => matches(e.question[locale], e.answer[locale]))
      .map((e) => ({ title: e.question[locale], url: faqHref(e.id, locale), excerpt: e.answer[locale] })),
  ];
  const foundCategories = categories
    .filter((c) => matches(c.name[locale], c.description[locale]))
    .map((c) => ({ name: c.name[locale], url: categoryHref(c, locale) }));
  const foundProducts = products
    .filter((p) => p.viewable && matches(p.name[locale], p.short_description[locale], p.sku))
    .sort((a, b) => a.best_seller_rank - b.best_seller_rank);
  const hit = (p: Product) => searchHit(p, locale, options.lite ?? false);
  return {
    query: q,
    groups: {
      articles: { hits: articles.slice(0, limit), total: articles.length },
      categories: { hits: foundCategories.slice(0, limit), total: foundCategories.length },
      products: { hits: foundProducts.slice(0, limit).map(hit), total: foundProducts.length },
    },
    // "Recommend": when nothing is found, the best sellers keep the visitor going.
    ...(foundProducts.length === 0
      ? {
          recommended: products
            .filter((p) => p.viewable)
            .slice(0, 4)
            .map(hit),
        }
      : {}),
  };
}

/** Product names containing the typed words, best sellers first. */
export function searchSuggestions(q: string, locale: Locale, limit = 8): SearchSuggestions {
  const words = normalize(q).split(' ').filter(Boolean);
  const suggestions = products
    .filter((p) => p.viewable && words.length > 0 && words.every((w) => normalize(p.name[locale]).includes(w)))
    .slice(0, limit)
    .map((p) => p.name[locale]);
  return { query: q, suggestions };
}

function searchHit(product: Product, locale: Locale, lite: boolean) {
  const base = { sku: product.sku, name: product.name[locale], url: productHref(product.slug[locale], locale) };
  if (lite) return base;
  const prices = product.variants.filter((v) => v.show_variant).map((v) => v.base_price);
  return {
    ...base,
    image: toImage(product.images[0]!, locale),
    ...(prices.length ? { price: Math.min(...prices) } : {}),
  };
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
