// The catalogue's Shop API calls for /api/docs (issue 22).
import { productReviewCollectionSchema } from '@gamelle/contract/catalogue/reviews-schema';
import { hydraErrorSchema } from '@gamelle/contract/shared/errors';
import type { Operation } from '../shared/docs/operations.ts';

export const catalogueOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v2/shop/product-reviews',
    tag: 'Content',
    summary:
      'A product’s verified reviews in the request’s language, newest first (`productCode`, `page` ≥ 1, ' +
      '`itemsPerPage` 1–50, default 10, `rating` 1–5); 400 on a bad parameter, 404 for an unknown product',
    responses: { 200: productReviewCollectionSchema, 400: hydraErrorSchema, 404: hydraErrorSchema },
    query: ['productCode', 'page', 'itemsPerPage', 'rating', 'locale'],
  },
];
