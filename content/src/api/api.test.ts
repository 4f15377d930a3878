// Every mapping answers in the contract's shapes, for every record and both locales, and behaves as the
// content API should (order of batches, category exclusion, filters, sorts, 404s as undefined).
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { crossSellSchema, footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import { productBatchSchema, productSchemaFor } from '@gamelle/contract/catalogue/product';
import { rationResponseSchema, recommendationResponseSchema } from '@gamelle/contract/guide/rations';
import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { knownTrackingActions, trackingActionSchemas } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { categories, categoryPath, products, samplePacks } from '../index.ts';
import {
  categoryListing,
  crossSellFor,
  findBySku,
  findBySlug,
  footerFor,
  headerFor,
  pageFor,
  pageKeys,
  productAtLevel,
  productBatch,
  rationFor,
  recommend,
  searchContent,
  searchSuggestions,
  trackingActionsFor,
} from './index.ts';

const locales = ['fr', 'nl'] as const;

describe('products', () => {
  it('answers every product at every render level in the contract shape, in both locales', () => {
    for (const locale of locales) {
      for (const p of products) {
        for (const level of [0, 1, 2] as const) {
          expect(
            () => productSchemaFor(level).parse(productAtLevel(p, locale, level)),
            `${p.sku} ${level}`,
          ).not.toThrow();
        }
      }
    }
  });

  it('serves sample packs up to the summary level', () => {
    for (const s of samplePacks) {
      expect(productSchemaFor(1).parse(productAtLevel(s, 'nl', 2))).toMatchObject({ render: 1, sku: s.sku });
    }
  });

  it('finds by sku and by localized slug', () => {
    const p = products[0]!;
    expect(findBySku(p.sku)).toBe(p);
    expect(findBySlug('nl', p.slug.nl)).toBe(p);
    expect(findBySlug('fr', p.slug.nl === p.slug.fr ? 'nope' : p.slug.nl)).toBeUndefined();
  });

  it('localizes variants and keeps prices in cents', () => {
    const full = productSchemaFor(2).parse(productAtLevel(findBySku('CHIEN-SEC-ADULTE-MR')!, 'nl', 2));
    expect(full.name).toBe('Brokken Volwassen Hond Middelgrote Rassen met kip');
    expect(full.variants[0]).toMatchObject({ code: '10000601', base_price: 2790, base_price_subscription: 2511 });
    expect(full.categories).toContain('hond/brokken');
  });

  it('answers a batch in the order asked and leaves unknown skus out', () => {
    const answer = productBatch(['CHAT-SEC-CHATON', 'NOPE', 'CHIEN-SEC-ACTIF'], 'fr', 1);
    expect(productBatchSchema.parse(answer).products.map((p) => p.sku)).toEqual(['CHAT-SEC-CHATON', 'CHIEN-SEC-ACTIF']);
    expect(answer.errors).toEqual([{ sku: 'NOPE', message: 'Product not found' }]);
  });
});

describe('categories', () => {
  it('lists every category in the contract shape, in both locales', () => {
    for (const locale of locales) {
      for (const c of categories) {
        const listing = categoryListingSchema.parse(categoryListing(categoryPath(c, locale), { locale }));
        expect(listing.totalItems, c.key).toBe(listing.products.length);
        expect(listing.totalItems, c.key).toBeGreaterThan(0);
      }
    }
  });

  it('removes the asking sku, filters and sorts', () => {
    const all = categoryListing('chien/croquettes', { locale: 'fr' })!;
    const without = categoryListing('chien/croquettes', { locale: 'fr', exclude: 'CHIEN-SEC-ADULTE-MR' })!;
    expect(without.totalItems).toBe(all.totalItems - 1);
    expect(without.products.map((p) => p.sku)).not.toContain('CHIEN-SEC-ADULTE-MR');

    const grainFree = categoryListing('hond', { locale: 'nl', filters: { grain_free: ['true'] } })!;
    expect(grainFree.products.length).toBeGreaterThan(0);
    expect(grainFree.products.every((p) => p.filters.grain_free)).toBe(true);

    const newest = categoryListing('chat', { locale: 'fr', sort: 'first_sell_at' })!;
    expect(newest.products[0]!.sku).toBe('CHAT-HUMIDE-THON-SC');
    const best = categoryListing('chien', { locale: 'fr', sort: 'best_sellers' })!;
    expect(best.products[0]!.sku).toBe('CHIEN-SEC-ADULTE-MR');
  });

  it('counts facet values and gives breadcrumbs in the locale', () => {
    const listing = categoryListing('kat/natvoer', { locale: 'nl' })!;
    expect(listing.category.breadcrumb.map((b) => b.slug)).toEqual(['kat', 'kat/natvoer']);
    expect(listing.category.alternates).toEqual({ fr: 'chat/patees', nl: 'kat/natvoer' });
    const foodType = listing.facets.find((f) => f.code === 'food_type')!;
    expect(foodType.values).toEqual([{ value: 'wet', label: 'Natvoer', count: listing.totalItems }]);
  });

  it('answers undefined for an unknown path or a path in the other language', () => {
    expect(categoryListing('chien/inconnu', { locale: 'fr' })).toBeUndefined();
    expect(categoryListing('hond', { locale: 'fr' })).toBeUndefined();
  });
});

describe('header, footer, pages, cross-sells', () => {
  it('answers header and footer with localized links', () => {
    const header = headerSchema.parse(headerFor('nl'));
    expect(header.menu[0]).toMatchObject({ label: 'Hond', url: '/nl/hond/' });
    const footer = footerSchema.parse(footerFor('fr'));
    expect(footer.legal.map((l) => l.url)).toContain('/page/conditions-generales/');
  });

  it('answers every page key in both locales, and undefined for unknown ones', () => {
    for (const locale of locales) {
      for (const key of pageKeys(locale)) expect(() => pageSchema.parse(pageFor(key, locale)), key).not.toThrow();
    }
    expect(pageFor('/pagina/gebruiksvoorwaarden/', 'nl')?.attributes.title).toBe(
      'Algemene verkoop- en gebruiksvoorwaarden',
    );
    expect(pageFor('landing/abonnement', 'fr')?.attributes.layout).toBe('landing');
    const cookies = pageFor('page/donnees-personnelles', 'nl');
    expect(cookies?.slug).toBe('persoonlijke-gegevens');
    expect(cookies?.attributes.alternates).toEqual({
      fr: '/page/donnees-personnelles/',
      nl: '/nl/pagina/persoonlijke-gegevens/',
    });
    expect(pageFor('page/abonnement', 'fr')).toBeUndefined();
    expect(pageFor('page/inconnue', 'fr')).toBeUndefined();
  });

  it('answers the three cross-sells and undefined for another key', () => {
    for (const key of ['cross_sell_produit_dog', 'cross_sell_produit_cat', 'cross_sell_divers']) {
      expect(crossSellSchema.parse(crossSellFor(key)).products.length).toBeGreaterThan(1);
    }
    expect(crossSellFor('cross_sell_produit_fish')).toBeUndefined();
  });
});

describe('rations and recommendations', () => {
  it('gives dog rations from the contract calculator and cat rations from the table', () => {
    expect(rationResponseSchema.parse(rationFor('CHIEN-SEC-ADULTE-MR', 20, 36))).toMatchObject({ daily_grams: 280 });
    expect(rationFor('CHAT-SEC-ADULTE-POULET', 4, 36)?.daily_grams).toBeGreaterThan(40);
    expect(rationFor('CHAT-SEC-ADULTE-POULET', 40, 36)?.daily_grams).toBeNull();
    expect(rationFor('NOPE', 4, 36)).toBeUndefined();
  });

  it('recommends a puppy food for a puppy, best match first', () => {
    const animal = {
      type: 'dog',
      ageInMonths: 4,
      weight: 30,
      sterilized: false,
      condition: 'good',
      activity: 'normal',
    } as const;
    const reco = recommendationResponseSchema.parse(recommend({ animal }, { list: true }));
    expect(reco.eligible).toBe(true);
    expect(reco.products[0]).toMatchObject({ sku: 'CHIEN-SEC-CHIOT-GR', main: true });
    expect(reco.products.filter((p) => p.main)).toHaveLength(1);
  });

  it('refuses a bi-nutrition menu with dog kibble or adult food for a kitten', () => {
    const kitten = {
      type: 'cat',
      ageInMonths: 5,
      weight: 2,
      sterilized: false,
      condition: 'good',
      activity: 'normal',
    } as const;
    const reco = recommend(
      { animal: { ...kitten, recipes: ['CHIEN-SEC-ADULTE-MR', 'CHAT-HUMIDE-POULET'] } },
      { list: true },
    );
    expect(reco.eligible).toBe(false);
    expect(reco.refusals).toEqual(expect.arrayContaining(['dog_kibble_for_cat_menu', 'kitten_with_adult_food']));
  });
});

describe('search and tracking', () => {
  it('finds products, categories and articles, accents ignored', () => {
    const result = searchResultSchema.parse(searchContent('sterilise', 'fr'));
    expect(result.groups.products.hits.map((h) => h.sku)).toContain('CHAT-SEC-STERILISE-POULET');
    expect(result.groups.categories.total).toBeGreaterThan(0);
    expect(searchResultSchema.parse(searchContent('abonnement', 'fr')).groups.articles.total).toBeGreaterThan(0);
    expect(searchContent('xyzzy', 'nl').recommended?.length).toBeGreaterThan(0);
    expect(searchSuggestionsSchema.parse(searchSuggestions('kitten', 'nl')).suggestions[0]).toMatch(/Kitten/);
  });

  it('answers live campaigns as actions the tracker knows', () => {
    const event = {
      event: 'view_item',
      platform_env: 'test',
      site_entity: 'store',
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: { home_hero_order: 'control' },
    } as const;
    const actions = trackingActionsFor(event, 'fr', '2026-11-21');
    const names = knownTrackingActions(actions).map((a) => a.name);
    expect(names.sort()).toEqual(Object.keys(actions).sort());
    expect(names).toEqual(expect.arrayContaining(['top_header', 'popup', 'ad_product_offer', 'abtest']));
    expect(trackingActionSchemas.abtest.parse(actions.abtest).name).toBe('cart_upsell');
    expect(trackingActionsFor(event, 'fr', '2030-01-01').top_header).toBeUndefined();
  });
});
