import { categories, crossSells, products } from '@gamelle/content';
import { categoryPath } from '@gamelle/content';
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { crossSellSchema, footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import {
  productBatchSchema,
  productEmptySchema,
  productFullSchema,
  productSummarySchema,
} from '@gamelle/contract/catalogue/product';
import { rationResponseSchema, recommendationResponseSchema } from '@gamelle/contract/guide/rations';
import { dailyDogRation } from '@gamelle/contract/guide/ration';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiUrl, call, database } from './helpers.ts';

const content = `${apiUrl}/content`;
const get = (path: string) => call('GET', `${content}${path}`);
const dog = products.find((p) => p.sku === 'CHIEN-SEC-ADULTE-MR')!;
const db = database();
afterAll(() => db.close());

describe('content API: products', () => {
  it('answers a product by sku at render levels 0, 1 and 2', async () => {
    const empty = await get(`/b2c-products/sku-${dog.sku}?render=0&locale=fr`);
    expect(z.strictObject(productEmptySchema.shape).parse(empty.body)).toMatchObject({
      render: 0,
      sku: dog.sku,
      slug: dog.slug.fr,
    });
    const summary = await get(`/b2c-products/sku-${dog.sku}?render=1&locale=fr`);
    expect(productSummarySchema.parse(summary.body)).toMatchObject({ render: 1, name: dog.name.fr });
    const full = await get(`/b2c-products/sku-${dog.sku}?render=2&locale=nl`);
    expect(productFullSchema.parse(full.body)).toMatchObject({
      render: 2,
      name: dog.name.nl,
      metabolizable_energy: dog.metabolizable_energy_kcal_per_kg,
    });
  });

  it('answers a product by its slug in the locale, and 404 for an unknown one', async () => {
    const nl = await get(`/b2c-products/${dog.slug.nl}?render=1&locale=nl`);
    expect(nl.status).toBe(200);
    expect(nl.body.sku).toBe(dog.sku);
    const unknown = await get('/b2c-products/pas-un-produit?locale=fr');
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('Product not found');
    expect((await get(`/b2c-products/sku-NOPE?locale=fr`)).status).toBe(404);
    expect((await get(`/b2c-products/sku-${dog.sku}?render=7`)).status).toBe(422);
  });

  it('answers a batch by skus in the order asked, with Product not found for a missing sku', async () => {
    const [a, b] = products;
    const res = await get(
      `/b2c-products?filters[sku][$in]=${b!.sku}&filters[sku][$in]=MISSING&filters[sku][$in]=${a!.sku}&render=0&locale=fr`,
    );
    expect(res.status).toBe(200);
    const batch = productBatchSchema.parse(res.body);
    expect(batch.products.map((p) => p.sku)).toEqual([b!.sku, a!.sku]);
    expect(res.body.errors).toEqual([{ sku: 'MISSING', message: 'Product not found' }]);
    expect((await get('/b2c-products?locale=fr')).status).toBe(422);
  });

  it('shows a variant as out of stock once the database has none left', async () => {
    const code = dog.variants[2]!.code;
    await db.kysely.updateTable('product_variants').set({ stock: 0 }).where('code', '=', code).execute();
    const res = await get(`/b2c-products/sku-${dog.sku}?render=1&locale=fr`);
    const variant = res.body.variants.find((v: { code: string }) => v.code === code);
    expect(variant).toMatchObject({ in_stock: false, stock_state: 'out_of_stock' });
    await db.kysely.updateTable('product_variants').set({ stock: 1000 }).where('code', '=', code).execute();
  });

  it('revalidates a product by ETag, and a stock change gives a new body and a new ETag', async () => {
    const url = `${content}/b2c-products/${dog.slug.fr}?render=2&locale=fr`;
    const code = dog.variants[2]!.code;
    const first = await fetch(url);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    const firstBody = await first.text();
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await fetch(url, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // The same bytes and tag whichever way the product is asked for at the same level.
    const bySku = await fetch(`${content}/b2c-products/sku-${dog.sku}?render=2&locale=fr`);
    expect(bySku.headers.get('etag')).toBe(tag);
    expect(await bySku.text()).toBe(firstBody);

    await db.kysely.updateTable('product_variants').set({ stock: 0 }).where('code', '=', code).execute();
    try {
      const soldOut = await fetch(url, { headers: { 'if-none-match': tag } });
      expect(soldOut.status).toBe(200);
      const soldOutTag = soldOut.headers.get('etag')!;
      expect(soldOutTag).not.toBe(tag);
      const body = (await soldOut.json()) as { variants: { code: string; in_stock: boolean }[] };
      expect(body.variants.find((v) => v.code === code)).toMatchObject({
        in_stock: false,
        stock_state: 'out_of_stock',
      });
      expect((await fetch(url, { headers: { 'if-none-match': soldOutTag } })).status).toBe(304);
    } finally {
      await db.kysely.updateTable('product_variants').set({ stock: 1000 }).where('code', '=', code).execute();
    }
    const restocked = await fetch(url);
    expect(restocked.headers.get('etag')).toBe(tag);
    expect(await restocked.text()).toBe(firstBody);
  });

  it('revalidates category listings and batches by ETag, changed by stock', async () => {
    const category = categories.find((c) => c.parent === null)!;
    const url = `${content}/b2c-products/b2c-categories/${categoryPath(category, 'fr')}?locale=fr`;
    const first = await fetch(url);
    const tag = first.headers.get('etag')!;
    const listing = categoryListingSchema.parse(await first.json());
    const product = listing.products.find((p) => 'variants' in p && p.variants.some((v) => v.in_stock))!;
    const code = ('variants' in product ? product.variants.find((v) => v.in_stock)! : null)!.code;
    expect((await fetch(url, { headers: { 'if-none-match': tag } })).status).toBe(304);
    const batchUrl = `${content}/b2c-products?filters[sku][$in]=${product.sku}&render=1&locale=fr`;
    const batch = await fetch(batchUrl);
    const batchTag = batch.headers.get('etag')!;
    expect((await fetch(batchUrl, { headers: { 'if-none-match': batchTag } })).status).toBe(304);

    await db.kysely.updateTable('product_variants').set({ stock: 0 }).where('code', '=', code).execute();
    try {
      const soldOut = await fetch(url, { headers: { 'if-none-match': tag } });
      expect(soldOut.status).toBe(200);
      expect(soldOut.headers.get('etag')).not.toBe(tag);
      const changed = categoryListingSchema.parse(await soldOut.json());
      const variant = changed.products.flatMap((p) => ('variants' in p ? p.variants : [])).find((v) => v.code === code);
      expect(variant).toMatchObject({ in_stock: false, stock_state: 'out_of_stock' });
      const batchSoldOut = await fetch(batchUrl, { headers: { 'if-none-match': batchTag } });
      expect(batchSoldOut.status).toBe(200);
      expect(batchSoldOut.headers.get('etag')).not.toBe(batchTag);
    } finally {
      await db.kysely.updateTable('product_variants').set({ stock: 1000 }).where('code', '=', code).execute();
    }
    expect((await fetch(url, { headers: { 'if-none-match': tag } })).status).toBe(304);
  });
});

describe('content API: categories, menus, pages, cross-sells', () => {
  it('lists a category without the current sku, sorted and filtered', async () => {
    const category = categories.find((c) => c.parent === null)!;
    const path = categoryPath(category, 'fr');
    const all = await get(`/b2c-products/b2c-categories/${path}?locale=fr`);
    const listing = categoryListingSchema.parse(all.body);
    expect(listing.products.length).toBeGreaterThan(1);
    const current = listing.products[0]!.sku;
    const without = await get(`/b2c-products/b2c-categories/${path}?locale=fr&exclude=${current}`);
    expect(without.body.products.map((p: { sku: string }) => p.sku)).not.toContain(current);
    expect(without.body.products).toHaveLength(listing.products.length - 1);
    const newest = await get(`/b2c-products/b2c-categories/${path}?locale=fr&sort=first_sell_at`);
    expect(newest.body.sort).toBe('first_sell_at');
    expect((await get(`/b2c-products/b2c-categories/${path}?locale=fr&sort=cheapest`)).status).toBe(422);
    expect((await get('/b2c-products/b2c-categories/nulle-part?locale=fr')).status).toBe(404);
  });

  it('answers header and footer per locale', async () => {
    const fr = headerSchema.parse((await get('/b2c-header?locale=fr')).body);
    const nl = headerSchema.parse((await get('/b2c-header?locale=nl')).body);
    expect(fr).not.toEqual(nl);
    footerSchema.parse((await get('/b2c-footer?locale=nl')).body);
  });

  it('answers pages by key, trimmed of slashes, and 404 with the spec message', async () => {
    pageSchema.parse((await get('/home?locale=fr')).body);
    pageSchema.parse((await get('/faq/?locale=nl')).body);
    const missing = await get('/page/inexistante?locale=fr');
    expect(missing.status).toBe(404);
    expect(missing.body['hydra:description']).toBe('Page not found: /page/inexistante');
  });

  it('answers cross-sells by key', async () => {
    const key = crossSells[0]!.key;
    expect(crossSellSchema.parse((await get(`/b2c-cross-sells/${key}?locale=fr`)).body).key).toBe(key);
    expect((await get('/b2c-cross-sells/nope?locale=fr')).status).toBe(404);
  });

  it('lets caches revalidate with an ETag', async () => {
    const first = await fetch(`${content}/b2c-header?locale=fr`);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await fetch(`${content}/b2c-header?locale=fr`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });
});

describe('content API: rations and recommendations', () => {
  it('gives the FEDIAF daily ration of a dog food, puppy and adult', async () => {
    for (const month of [6, 36]) {
      const res = await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=12&month=${month}&locale=fr`);
      const ration = rationResponseSchema.parse(res.body);
      const expected = dailyDogRation({
        energyKcalPerKg: dog.metabolizable_energy_kcal_per_kg,
        weightKg: 12,
        ageMonths: month,
      });
      expect(ration.daily_grams).toBe(expected!.gramsPerDay);
    }
    const puppy = await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=12&month=6`);
    const adult = await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=12&month=36`);
    expect(puppy.body.daily_grams).toBeGreaterThan(adult.body.daily_grams);
  });

  it('refuses invalid ration queries and unknown products', async () => {
    expect((await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=-3&month=6`)).status).toBe(422);
    expect((await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=abc&month=6`)).status).toBe(422);
    expect((await get(`/b2c-rations/getReco?ref=NOPE&weight=10&month=6`)).status).toBe(404);
    const none = await get(`/b2c-rations/getReco?ref=${dog.sku}&weight=400&month=6`);
    expect(none.body.daily_grams).toBeNull();
  });

  it('recommends foods for a pet, the whole list with list=true', async () => {
    const animal = {
      type: 'dog',
      ageInMonths: 36,
      weight: 20,
      sterilized: true,
      condition: 'good',
      activity: 'normal',
    };
    const one = await call('POST', `${content}/b2c-recommendation/getReco?locale=fr`, { body: { animal } });
    expect(one.status).toBe(200);
    const best = recommendationResponseSchema.parse(one.body);
    expect(best.products.length).toBe(1);
    const list = await call('POST', `${content}/b2c-recommendation/getReco?locale=fr&list=true`, { body: { animal } });
    expect(recommendationResponseSchema.parse(list.body).products.length).toBeGreaterThan(1);
    const bad = await call('POST', `${content}/b2c-recommendation/getReco`, { body: { animal: { type: 'lizard' } } });
    expect(bad.status).toBe(422);
  });
});
