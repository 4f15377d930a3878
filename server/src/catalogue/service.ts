// A product's reviews, a page at a time: the pages are content's (shared with the mocks), the product must exist.
import type { Locale } from '@gamelle/contract';
import type { ProductReviewQuery } from '@gamelle/contract/catalogue/reviews';
import type { ProductReviewCollection } from '@gamelle/contract/catalogue/reviews-schema';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { findBySku, productReviewPage } from '@gamelle/content/api';
import { notFound } from '../shared/http/problems.ts';

export function reviewPage(query: ProductReviewQuery, locale: Locale): ProductReviewCollection {
  if (!findBySku(query.productCode)) throw notFound(errorMessages.productNotFound);
  return productReviewPage(query, locale);
}
