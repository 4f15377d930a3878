// The answer of `GET /shop/product-reviews` (reviews.ts): a hydra collection of the product's reviews, newest
// first, `hydra:totalItems` counting every review the query matches and `hydra:view` linking the pages.
import type { z } from 'zod/mini';
import { hydraCollectionSchema } from '../shared/jsonld.ts';
import { reviewSchema } from './product.ts';

export const productReviewCollectionSchema = hydraCollectionSchema(reviewSchema);
export type ProductReviewCollection = z.infer<typeof productReviewCollectionSchema>;
