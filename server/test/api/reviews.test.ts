// `GET /shop/product-reviews` (issue 22): a product's verified reviews a page at a time, newest first, in the
// request's language; the product answer carries the first page; bad parameters are 400s that say which one.
import { REVIEWS_FIRST_PAGE } from '@gamelle/contract/catalogue/reviews';
import { productReviewCollectionSchema } from '@gamelle/contract/catalogue/reviews-schema';
import { productFullSchema } from '@gamelle/contract/catalogue/product';
import { hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { apiUrl, call } from './helpers.ts';

const sku = 'CHIEN-SEC-ADULTE-MR';
const page = async (query: string) => {
  const res = await call('GET', `/product-reviews?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return productReviewCollectionSchema.parse(res.body);
};
const refusal = async (query: string, status: number) => {
  const res = await call('GET', `/product-reviews?${query}`);
  expect(res.status, query).toBe(status);
  return hydraErrorSchema.parse(res.body)['hydra:description'];
};

describe('product reviews', () => {
  it('pages through every review, newest first, each once, with the links of a hydra view', async () => {
    const first = await page(`productCode=${sku}&page=1&itemsPerPage=10`);
    const total = first['hydra:totalItems'];
    expect(total).toBeGreaterThanOrEqual(25);
    expect(first['hydra:member']).toHaveLength(10);
    expect(first['hydra:view']).toMatchObject({
      'hydra:first': `/api/v2/shop/product-reviews?productCode=${sku}&itemsPerPage=10&page=1`,
      'hydra:next': `/api/v2/shop/product-reviews?productCode=${sku}&itemsPerPage=10&page=2`,
    });
    const all = [...first['hydra:member']];
    for (let n = 2; n <= Math.ceil(total / 10); n++)
      all.push(...(await page(`productCode=${sku}&page=${n}&itemsPerPage=10`))['hydra:member']);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((r) => r.id)).size).toBe(total);
    const dates = all.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Written before the shop clock of the suite (2026-12-01), by a first name and an initial.
    expect(dates.every((d) => d < '2026-12-01')).toBe(true);
    expect(all.every((r) => /^\S+ \p{Lu}\.$/u.test(r.author))).toBe(true);
    // The mean of the reviews listed is the product's score.
    const product = productFullSchema.parse(
      await (await fetch(`${apiUrl}/content/b2c-products/sku-${sku}?render=2&locale=fr`)).json(),
    );
    const mean = all.reduce((sum, r) => sum + r.rating, 0) / total;
    expect(Math.abs(mean - product.json_avis.average)).toBeLessThanOrEqual(0.05);
    expect(product.json_avis.count).toBeGreaterThanOrEqual(total);
    // The product page's first page is the endpoint's first reviews.
    expect(product.reviews).toEqual(all.slice(0, REVIEWS_FIRST_PAGE));
    const beyond = await page(`productCode=${sku}&page=${Math.ceil(total / 10) + 1}`);
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(total);
  });

  it('answers in the locale asked: Dutch reviews by Dutch-speaking customers', async () => {
    const fr = await page(`productCode=${sku}&locale=fr`);
    const nl = await page(`productCode=${sku}&locale=nl_BE&itemsPerPage=50`);
    expect(nl['hydra:member'][0]!.id).toMatch(/-nl-\d+$/);
    expect(nl['hydra:member'].map((r) => r.text).join(' ')).toMatch(/\b(hond|onze|de)\b/i);
    expect(fr['hydra:member'].map((r) => r.text).join(' ')).toMatch(/\b(chien|notre|les)\b/i);
    expect(nl['hydra:member']).toHaveLength(nl['hydra:totalItems']);
    expect(fr['hydra:member']).toHaveLength(10);
  });

  it('filters by rating', async () => {
    const all = await page(`productCode=${sku}&itemsPerPage=50`);
    const fives = await page(`productCode=${sku}&itemsPerPage=50&rating=5`);
    expect(fives['hydra:member'].length).toBeGreaterThan(0);
    expect(fives['hydra:member'].every((r) => r.rating === 5)).toBe(true);
    expect(fives['hydra:totalItems']).toBe(all['hydra:member'].filter((r) => r.rating === 5).length);
    expect(fives['hydra:view']!['hydra:first']).toContain('rating=5');
  });

  it('refuses a bad query with a 400 naming the parameter, in the request’s language', async () => {
    expect(await refusal('page=1', 400)).toMatch(/productCode/);
    expect(await refusal(`productCode=${sku}&page=0`, 400)).toMatch(/La page doit être/);
    expect(await refusal(`productCode=${sku}&page=-1`, 400)).toMatch(/page/);
    expect(await refusal(`productCode=${sku}&page=deux`, 400)).toMatch(/page/);
    expect(await refusal(`productCode=${sku}&page=1.5`, 400)).toMatch(/page/);
    expect(await refusal(`productCode=${sku}&itemsPerPage=51`, 400)).toMatch(/itemsPerPage/);
    expect(await refusal(`productCode=${sku}&itemsPerPage=0`, 400)).toMatch(/itemsPerPage/);
    expect(await refusal(`productCode=${sku}&rating=6`, 400)).toMatch(/rating/);
    expect(await refusal(`productCode=${sku}&page=0&locale=nl`, 400)).toMatch(/De pagina moet/);
    expect(await refusal('productCode=NOPE', 404)).toBe('Product not found');
    // The largest page is accepted.
    expect((await page(`productCode=${sku}&itemsPerPage=50`))['hydra:member'].length).toBeGreaterThan(10);
  });
});
