// `GET /shop/product-reviews` (contract catalogue/reviews.ts): a product's reviews in one language, newest first,
// a page at a time. The server and the mocks both answer with this, so the two cannot drift.
import type { Review as ReviewAnswer } from '@gamelle/contract/catalogue/product';
import { type ProductReviewQuery, reviewPageIri } from '@gamelle/contract/catalogue/reviews';
import type { ProductReviewCollection } from '@gamelle/contract/catalogue/reviews-schema';
import { reviews } from '../collections.ts';
import type { Locale } from '../schema.ts';

const answers = { fr: new Map<string, ReviewAnswer[]>(), nl: new Map<string, ReviewAnswer[]>() };

/**
 * A product's reviews in a language, newest first, each with an id that stays the same when newer reviews are
 * added (`<sku>-<locale>-<n>`, n counting from the oldest). Empty for a product without reviews in that language.
 */
export function reviewsOf(sku: string, locale: Locale): ReviewAnswer[] {
  let found = answers[locale].get(sku);
  if (!found) {
    const list = reviews[locale][sku] ?? [];
    found = list.map((r, i) => ({ id: `${sku.toLowerCase()}-${locale}-${list.length - i}`, ...r }));
    answers[locale].set(sku, found);
  }
  return found;
}

/** One page of a product's reviews; `hydra:totalItems` counts every review the query matches. */
export function productReviewPage(query: ProductReviewQuery, locale: Locale): ProductReviewCollection {
  const all = reviewsOf(query.productCode, locale);
  const matching = query.rating ? all.filter((r) => r.rating === query.rating) : all;
  const start = (query.page - 1) * query.itemsPerPage;
  const last = Math.max(1, Math.ceil(matching.length / query.itemsPerPage));
  const at = (page: number) => reviewPageIri({ ...query, page });
  return {
    '@context': '/api/v2/contexts/ProductReview',
    '@id': at(query.page),
    '@type': 'hydra:Collection',
    'hydra:member': matching.slice(start, start + query.itemsPerPage),
    'hydra:totalItems': matching.length,
    'hydra:view': {
      '@id': at(query.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': at(1),
      'hydra:last': at(last),
      ...(query.page < last ? { 'hydra:next': at(query.page + 1) } : {}),
      ...(query.page > 1 ? { 'hydra:previous': at(query.page - 1) } : {}),
    },
  };
}
