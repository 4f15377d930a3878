// The review pages through the contract's client (`GET /shop/product-reviews`), in the config's language.
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import { shopPaths } from '../shared/paths.ts';
import type { ProductReviewQuery } from './reviews.ts';
import type { ProductReviewCollection } from './reviews-schema.ts';

// Loaded only when the client validates answers: the browser's first load carries no zod.
const schema = () => import('./reviews-schema.ts').then((m) => m.productReviewCollectionSchema);

export function reviewCalls(config: ClientConfig) {
  return {
    page: (query: ProductReviewQuery, options: CallOptions = {}): Promise<ProductReviewCollection> =>
      request(config, {
        api: 'shop',
        method: 'GET',
        path: shopPaths.productReviews(),
        query: {
          productCode: query.productCode,
          page: query.page,
          itemsPerPage: query.itemsPerPage,
          rating: query.rating,
        },
        schema,
        ...(options.signal ? { signal: options.signal } : {}),
      }) as Promise<ProductReviewCollection>,
  };
}
