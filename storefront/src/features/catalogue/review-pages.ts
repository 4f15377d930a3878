// The review pages' loader, imported on the first « Voir plus d'avis » only: the product page's first load and
// the reviews' own chunk carry none of it (issue 22).
import { reviewCalls } from '@gamelle/contract/catalogue/review-api';
import { REVIEWS_PER_PAGE } from '@gamelle/contract/catalogue/reviews';
import type { ProductReviewCollection } from '@gamelle/contract/catalogue/reviews-schema';
import { apiConfig, type Locale } from '../shared/index.ts';

/** Page `page` (from 1) of a product's reviews in the page's language, REVIEWS_PER_PAGE at a time. */
export function reviewPage(sku: string, locale: Locale, page: number): Promise<ProductReviewCollection> {
  return reviewCalls(apiConfig(locale)).page({ productCode: sku, page, itemsPerPage: REVIEWS_PER_PAGE });
}
