// A product's verified reviews, a page at a time (issue 22): `GET /shop/product-reviews?productCode=&page=
// &itemsPerPage=&rating=`, newest first, in the language of `locale`. Without zod: the browser's review loader
// reads the query rules and the page size from here (the schemas are in reviews-schema.ts).
import type { CatalogueErrorCode } from './errors.ts';

/** Reviews the product answer carries (the product page's first page, rendered by the server). */
export const REVIEWS_FIRST_PAGE = 3;
/** Page size when the query names none, and the largest one accepted. */
export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_MAX_PER_PAGE = 50;

export interface ProductReviewQuery {
  productCode: string;
  page: number;
  itemsPerPage: number;
  /** Only the reviews with this many stars. */
  rating?: number | undefined;
}

const whole = (value: string | null | undefined): number | undefined =>
  value != null && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * The query of a review page, or the code of its refusal (400): `productCode` required, `page` ≥ 1,
 * `itemsPerPage` 1–50 (10 when absent), `rating` 1–5 when given. The server and the mocks read it the same way.
 */
export function readReviewQuery(
  params: URLSearchParams,
): { ok: true; query: ProductReviewQuery } | { ok: false; code: CatalogueErrorCode } {
  const productCode = params.get('productCode')?.trim();
  if (!productCode) return { ok: false, code: 'review_product_code_missing' };
  const page = params.has('page') ? whole(params.get('page')) : 1;
  if (page === undefined || page < 1) return { ok: false, code: 'review_page_invalid' };
  const itemsPerPage = params.has('itemsPerPage') ? whole(params.get('itemsPerPage')) : REVIEWS_PER_PAGE;
  if (itemsPerPage === undefined || itemsPerPage < 1 || itemsPerPage > REVIEWS_MAX_PER_PAGE)
    return { ok: false, code: 'review_items_per_page_invalid' };
  const rating = params.has('rating') ? whole(params.get('rating')) : undefined;
  if (params.has('rating') && (rating === undefined || rating < 1 || rating > 5))
    return { ok: false, code: 'review_rating_invalid' };
  return { ok: true, query: { productCode, page, itemsPerPage, ...(rating === undefined ? {} : { rating }) } };
}

/** The path and query of a page (the collection's `@id` and `hydra:view` links). */
export function reviewPageIri({ productCode, page, itemsPerPage, rating }: ProductReviewQuery): string {
  const query = new URLSearchParams({ productCode, ...(rating ? { rating: String(rating) } : {}) });
  query.set('itemsPerPage', String(itemsPerPage));
  query.set('page', String(page));
  return `/api/v2/shop/product-reviews?${query}`;
}
