// The review files (data/reviews/<locale>.json) are what scripts/generate-reviews.ts writes, and hold together
// with the products: every product has 25 to 40 reviews per language (never more than its summary's count),
// their mean is its summary's average, all dated before the shop clock of the test suites, newest first.
import { readFileSync } from 'node:fs';
import { REVIEWS_FIRST_PAGE } from '@gamelle/contract/catalogue/reviews';
import { describe, expect, it } from 'vitest';
import { REVIEWS_BEFORE, reviewsFile, reviewsPath } from '../scripts/generate-reviews.ts';
import { productFull, productReviewPage, reviewsOf } from './api/index.ts';
import { products, reviews } from './index.ts';

describe('reviews', () => {
  it.each(['fr', 'nl'] as const)(
    'are the generator’s output (%s): run node content/scripts/generate-reviews.ts',
    (locale) => {
      expect(readFileSync(reviewsPath(locale), 'utf8')).toBe(reviewsFile(locale));
    },
  );

  it.each(['fr', 'nl'] as const)('cover every product, believably (%s)', (locale) => {
    expect(Object.keys(reviews[locale]).sort()).toEqual(products.map((p) => p.sku).sort());
    for (const p of products) {
      const list = reviews[locale][p.sku]!;
      expect(list.length, p.sku).toBeGreaterThanOrEqual(Math.min(25, p.reviews_summary.count));
      expect(list.length, p.sku).toBeLessThanOrEqual(Math.min(40, p.reviews_summary.count));
      const mean = list.reduce((sum, r) => sum + r.rating, 0) / list.length;
      expect(Math.abs(mean - p.reviews_summary.average), p.sku).toBeLessThanOrEqual(0.05);
      const dates = list.map((r) => r.date);
      expect(dates, p.sku).toEqual([...dates].sort().reverse());
      expect(dates.every((d) => d < REVIEWS_BEFORE && d > p.first_sell_at)).toBe(true);
      expect(new Set(list.map((r) => r.text)).size, p.sku).toBe(list.length);
      expect(new Set(list.map((r) => r.author)).size, p.sku).toBeGreaterThan(list.length / 2);
    }
    const all = Object.values(reviews[locale]).flat();
    const verified = all.filter((r) => r.verified).length / all.length;
    expect(verified).toBeGreaterThan(0.85);
    expect(verified).toBeLessThan(1);
    expect(new Set(all.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('are written in their language, French with its non-breaking spaces', () => {
    const fr = Object.values(reviews.fr)
      .flat()
      .map((r) => r.text)
      .join('\n');
    const nl = Object.values(reviews.nl)
      .flat()
      .map((r) => r.text)
      .join('\n');
    expect(fr).toMatch(/ chien | chat /i);
    expect(fr).not.toMatch(/ [:;!?]/);
    expect(nl).toMatch(/ hond | kat /i);
    expect(nl).not.toMatch(/\b(le|la|les|chien|chat|croquettes)\b/);
  });

  it('give each review an id that stays put when newer ones are added', () => {
    const list = reviewsOf('CHIEN-SEC-ADULTE-MR', 'nl');
    expect(list.at(-1)!.id).toBe('chien-sec-adulte-mr-nl-1');
    expect(list[0]!.id).toBe(`chien-sec-adulte-mr-nl-${list.length}`);
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
  });

  it('page through a product’s reviews; the product carries the first page', () => {
    const product = products.find((p) => p.sku === 'CHAT-SEC-CHATON')!;
    const all = reviewsOf(product.sku, 'fr');
    expect(productFull(product, 'fr').reviews).toEqual(all.slice(0, REVIEWS_FIRST_PAGE));
    const second = productReviewPage({ productCode: product.sku, page: 2, itemsPerPage: 10 }, 'fr');
    expect(second['hydra:member']).toEqual(all.slice(10, 20));
    expect(second['hydra:totalItems']).toBe(all.length);
    expect(second['hydra:view']).toMatchObject({
      'hydra:previous': '/api/v2/shop/product-reviews?productCode=CHAT-SEC-CHATON&itemsPerPage=10&page=1',
      'hydra:next': '/api/v2/shop/product-reviews?productCode=CHAT-SEC-CHATON&itemsPerPage=10&page=3',
    });
    const fives = productReviewPage({ productCode: product.sku, page: 1, itemsPerPage: 50, rating: 5 }, 'fr');
    expect(fives['hydra:member'].every((r) => r.rating === 5)).toBe(true);
    expect(fives['hydra:totalItems']).toBe(all.filter((r) => r.rating === 5).length);
    const beyond = productReviewPage({ productCode: product.sku, page: 99, itemsPerPage: 10 }, 'fr');
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:view']).not.toHaveProperty('hydra:next');
  });
});
