// Catalogue calls of the content API (spec §7): products by sku and by slug at render 0/1/2, batches, category
// listings (sort, filters, exclude) and cross-sells, answered by the same mapping functions the server uses
// (@gamelle/content/api), with the scenario's stock states and empty lists applied on top.
import { variantByCode } from '@gamelle/content';
import {
  categoryListing,
  crossSellFor,
  findBySku,
  findBySlug,
  productAtLevel,
  productBatch,
  productReviewPage,
} from '@gamelle/content/api';
import { readReviewQuery } from '@gamelle/contract/catalogue/reviews';
import { serverErrorText } from '@gamelle/contract/shared/server-errors';
import { SORT_MODES, type SortMode } from '@gamelle/contract/shared/limits';
import { type Product, type RenderLevel } from '@gamelle/contract/catalogue/product';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { API_BASES, contentRoutes, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import type { HandlerOptions } from '../shared/options.ts';
import { badRequest, handle, languageOf, notFound, violation } from '../shared/respond.ts';

const route = (path: string) => `*${API_BASES.content}${path}`;

export function catalogueHandlers(options: HandlerOptions) {
  /** The scenario's stock state on every variant of an answer. */
  const withStock = <P extends Product>(product: P): P => {
    if (!('variants' in product)) return product;
    const variants = product.variants.map((v) => {
      const found = variantByCode(v.code);
      const stock = found ? options.stockOf(found.variant) : v.stock_state;
      return {
        ...v,
        stock_state: stock,
        in_stock: stock === 'in_stock',
        back_on: stock === 'back_soon' ? v.back_on : null,
      };
    });
    return { ...product, variants };
  };

  return [
    http.get(
      route(contentRoutes.productBySku),
      handle(({ request, params }) => {
        const item = findBySku(String(params.sku));
        if (!item) throw notFound(errorMessages.productNotFound);
        return HttpResponse.json(withStock(productAtLevel(item, languageOf(request), renderOf(request))));
      }),
    ),

    http.get(
      route(contentRoutes.products),
      handle(({ request }) => {
        const skus = new URL(request.url).searchParams.getAll('filters[sku][$in]').flatMap((v) => v.split(','));
        if (skus.length === 0) throw violation('filters[sku][$in]', 'required', 'Give at least one sku.');
        const batch = productBatch(skus, languageOf(request), renderOf(request));
        if (options.empty) return HttpResponse.json({ products: [], errors: [] });
        return HttpResponse.json({ ...batch, products: batch.products.map(withStock) });
      }),
    ),

    http.get(
      route(contentRoutes.categoryProducts),
      handle(({ request, params }) => {
        const query = new URL(request.url).searchParams;
        const sort = query.get('sort') ?? 'relevancy';
        if (!(SORT_MODES as readonly string[]).includes(sort)) {
          throw violation('sort', 'invalid', `sort must be one of ${SORT_MODES.join(', ')}.`);
        }
        const filters: Record<string, string[]> = {};
        for (const [name, value] of query) {
          const code = /^filters\[(\w+)\]$/.exec(name)?.[1];
          if (code) (filters[code] ??= []).push(value);
        }
        const listing = categoryListing(String(params[1] ?? ''), {
          locale: languageOf(request),
          sort: sort as SortMode,
          filters,
          ...(query.get('exclude') ? { exclude: query.get('exclude')! } : {}),
        });
        if (!listing) throw notFound('Category not found');
        if (options.empty) return HttpResponse.json({ ...listing, products: [], totalItems: 0 });
        return HttpResponse.json({ ...listing, products: listing.products.map(withStock) });
      }),
    ),

    http.get(
      route(contentRoutes.productBySlug),
      handle(({ request, params }) => {
        const item = findBySlug(languageOf(request), String(params.slug));
        if (!item) throw notFound(errorMessages.productNotFound);
        return HttpResponse.json(withStock(productAtLevel(item, languageOf(request), renderOf(request))));
      }),
    ),

    http.get(
      route(contentRoutes.crossSells),
      handle(({ params }) => {
        const crossSell = crossSellFor(String(params.key));
        if (!crossSell) throw notFound('Cross-sell not found');
        return HttpResponse.json(options.empty ? { ...crossSell, products: [] } : crossSell);
      }),
    ),

    // GET /shop/product-reviews: the same pages and refusals as the server (content's productReviewPage).
    http.get(
      `*${API_BASES.shop}${shopRoutes.productReviews}`,
      handle(({ request }) => {
        const locale = languageOf(request);
        const read = readReviewQuery(new URL(request.url).searchParams);
        if (!read.ok) throw badRequest(serverErrorText(locale, read.code));
        if (!findBySku(read.query.productCode)) throw notFound(errorMessages.productNotFound);
        const page = productReviewPage(read.query, locale);
        return HttpResponse.json(options.empty ? { ...page, 'hydra:member': [], 'hydra:totalItems': 0 } : page);
      }),
    ),
  ];
}

/** `render` query: 0, 1 or 2; a summary when absent (as the server). */
function renderOf(request: Request): RenderLevel {
  const value = new URL(request.url).searchParams.get('render') ?? '1';
  if (value !== '0' && value !== '1' && value !== '2')
    throw violation('render', 'invalid', 'render must be 0, 1 or 2.');
  return Number(value) as RenderLevel;
}
