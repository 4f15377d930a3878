import { SORT_MODES, type SortMode } from '@gamelle/contract';
import { errorMessages, hydraError } from '@gamelle/contract/shared/errors';
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { productBatchSchema, productSchema } from '@gamelle/contract/catalogue/product';
import {
  rationQuerySchema,
  rationResponseSchema,
  recommendationBodySchema,
  recommendationResponseSchema,
} from '@gamelle/contract/guide/rations';
import { checked } from '../shared/http/checked.ts';
import {
  categoryListing,
  crossSellFor,
  findBySku,
  findBySlug,
  footerFor,
  headerFor,
  pageFor,
  productAtLevel,
  rationFor,
  recommend,
} from '@gamelle/content/api';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { readBody, readQuery } from '../shared/http/body.ts';
import { notFound, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { Lru } from '../shared/lru.ts';
import { type SerializedAnswer, sendAnswer, serialize } from './answers.ts';
import { liveStock, withLiveStock } from './live-stock.ts';
import { contentLocale, listingFilters, renderLevel, skusOfQuery } from './query.ts';

/** The content API of spec §7 under `/api/content`, answered from content/ with live stock from the database. */
export function contentRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();
  // Content changes with a deploy: browsers and CDNs may keep an answer a minute, then revalidate by ETag.
  routes.use('*', etag());
  routes.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200) c.header('Cache-Control', 'public, max-age=60');
  });

  routes.get('/b2c-products', async (c) => {
    const locale = contentLocale(c);
    const level = renderLevel(c);
    const skus = skusOfQuery(c);
    if (skus.length === 0) throw violation('filters[sku][$in]', 'required', 'Give at least one sku.');
    const found = skus.flatMap((sku) => {
      const item = findBySku(sku);
      return item ? [mappedProduct(item, locale, level)] : [];
    });
    const stock = await liveStock(db, found);
    const key = `${locale}|${level}|${skus.join(',')}|${stock.signature}`;
    return sendAnswer(
      c,
      batches.get(key, () =>
        serialize({
          products: checked(productBatchSchema, { products: withLiveStock(found, stock) }, 'batch').products,
          // The storefront reports each of these as 'Product not found' (spec §8).
          errors: skus.filter((sku) => !findBySku(sku)).map((sku) => ({ sku, message: errorMessages.productNotFound })),
        }),
      ),
    );
  });

  routes.get('/b2c-products/b2c-categories/*', async (c) => {
    const locale = contentLocale(c);
    const path = decodeURIComponent(c.req.path.replace(/^.*\/b2c-products\/b2c-categories\//, '')).replace(/\/+$/, '');
    const sort = c.req.query('sort') ?? 'relevancy';
    if (!(SORT_MODES as readonly string[]).includes(sort))
      throw violation('sort', 'invalid', `sort must be one of ${SORT_MODES.join(', ')}.`);
    // The product page asks for its category's products without itself (`exclude`, or `sku` as sent by older clients).
    const exclude = c.req.query('exclude') ?? c.req.query('sku');
    const filters = listingFilters(c);
    const query = JSON.stringify([locale, path, sort, exclude ?? null, filters]);
    const listing = listings.get(
      query,
      () => categoryListing(path, { locale, sort: sort as SortMode, filters, ...(exclude ? { exclude } : {}) }) ?? null,
    );
    if (!listing) throw notFound('Category not found');
    const stock = await liveStock(db, listing.products);
    return sendAnswer(
      c,
      categoryAnswers.get(`${query}|${stock.signature}`, () =>
        serialize(
          checked(categoryListingSchema, { ...listing, products: withLiveStock(listing.products, stock) }, 'category'),
        ),
      ),
    );
  });

  routes.get('/b2c-products/:key', async (c) => {
    const locale = contentLocale(c);
    const key = c.req.param('key');
    const item = key.startsWith('sku-') ? findBySku(key.slice(4)) : findBySlug(locale, key);
    if (!item) throw notFound(errorMessages.productNotFound);
    const level = renderLevel(c);
    const product = mappedProduct(item, locale, level);
    const stock = await liveStock(db, [product]);
    return sendAnswer(
      c,
      productAnswers.get(`${locale}|${level}|${item.sku}|${stock.signature}`, () =>
        serialize(checked(productSchema, withLiveStock([product], stock)[0]!, 'product')),
      ),
    );
  });

  routes.get('/b2c-header', (c) => {
    const locale = contentLocale(c);
    return sendAnswer(
      c,
      menuAnswers.get(`header|${locale}`, () => serialize(headerFor(locale))),
    );
  });
  routes.get('/b2c-footer', (c) => {
    const locale = contentLocale(c);
    return sendAnswer(
      c,
      menuAnswers.get(`footer|${locale}`, () => serialize(footerFor(locale))),
    );
  });

  routes.get('/b2c-locales', (c) =>
    c.json([
      { code: 'fr', language: 'fr', domain: 'gamelle.fr', direction: 'ltr' },
      { code: 'nl', language: 'nl', domain: 'gamelle.fr/nl', direction: 'ltr' },
    ]),
  );

  routes.get('/b2c-rations/getReco', (c) => {
    const query = readQuery(c, rationQuerySchema, 'rationCalculator');
    const ration = rationFor(query.ref, query.weight, query.month);
    if (!ration) throw notFound(errorMessages.productNotFound);
    return c.json(checked(rationResponseSchema, ration, 'ration'));
  });

  routes.post('/b2c-recommendation/getReco', async (c) => {
    const body = await readBody(c, recommendationBodySchema, 'petGuideProfile');
    const list = c.req.query('list') === 'true' || c.req.query('list') === '1';
    return c.json(checked(recommendationResponseSchema, recommend(body, { list }), 'recommendation'));
  });

  routes.get('/b2c-cross-sells/:key', (c) => {
    const crossSell = crossSellFor(c.req.param('key'));
    if (!crossSell) throw notFound('Cross-sell not found');
    return c.json(crossSell);
  });

  routes.get('/*', (c) => pageResponse(c));
  return routes;
}

/**
 * Content is read once per process and never changes while it runs: each product is mapped once per locale and
 * render level (the full level walks every category), each listing once per question, and each answer serialized
 * once per question and live stock (`answers.ts`); only the stock is read per request. Products are few (every
 * locale × level × a handful of stock states fits); listings and batches are keyed by the client's query, hence
 * bounded.
 */
const productAnswers = new Lru<SerializedAnswer>(2000);
const listings = new Lru<NonNullable<ReturnType<typeof categoryListing>> | null>(500);
const categoryAnswers = new Lru<SerializedAnswer>(500);
const batches = new Lru<SerializedAnswer>(500);
/** The header and footer of each language (every page's server render asks for both), and pages by key. */
const menuAnswers = new Lru<SerializedAnswer>(4);
const pageAnswers = new Lru<SerializedAnswer | null>(500);
const mapped = new Map<string, ReturnType<typeof productAtLevel>>();
function mappedProduct(item: Parameters<typeof productAtLevel>[0], locale: 'fr' | 'nl', level: 0 | 1 | 2) {
  const key = `${locale}|${level}|${item.sku}`;
  let product = mapped.get(key);
  if (!product) {
    product = productAtLevel(item, locale, level);
    mapped.set(key, product);
  }
  return product;
}

/** A page by key (`page/cgv`, `home`, `faq`…), slashes around it trimmed; 404 with spec §8's message. */
function pageResponse(c: Context): Response {
  const key = decodeURIComponent(c.req.path.replace(/^.*?\/content\/?/, '')).replace(/^\/+|\/+$/g, '');
  const locale = contentLocale(c);
  const page = pageAnswers.get(`${locale}|${key}`, () => {
    const found = pageFor(key, locale);
    return found ? serialize(found) : null;
  });
  if (!page) return c.json(hydraError(errorMessages.pageNotFound(`/${key}`)), 404);
  return sendAnswer(c, page);
}
