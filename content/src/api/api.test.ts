// Every mapping answers in the contract's shapes, for every record and both locales, and behaves as the
// content API should (order of batches, category exclusion, filters, sorts, 404s as undefined).
import { productFull, productSummary } from './products.ts';
import type { Product } from '../schema.ts';
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { crossSellSchema, footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import { productBatchSchema, productSchemaFor } from '@gamelle/contract/catalogue/product';
import { rationResponseSchema, recommendationResponseSchema } from '@gamelle/contract/guide/rations';
import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { visitorContext } from '@gamelle/contract/marketing/targeting';
import { knownTrackingActions, trackingActionSchemas } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { categories, categoryPath, products, samplePacks } from '../index.ts';
import { linkHref } from '../paths.ts';
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
  canonicalCategoryCode,
  trackingActionsFor,
  campaignTargetPaths,
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

  it("shows the pack of the page's language: the front on a card, every view on the product page", () => {
    const product = findBySku('CHIEN-SEC-STERILISE') as Product;
    const card = productSummary(product, 'nl');
    expect(card.images.map((i) => i.url)).toEqual(['/api/images/products/nl/chien-sec-sterilise.svg']);
    const fr = productFull(product, 'fr');
    expect(fr.images.map((i) => i.url)).toEqual([
      '/api/images/products/chien-sec-sterilise.svg',
      '/api/images/products/chien-sec-sterilise-back.svg',
      '/api/images/products/chien-sec-sterilise-bowl.svg',
    ]);
    const nl = productFull(product, 'nl');
    expect(nl.images[1]!.url).toBe('/api/images/products/nl/chien-sec-sterilise-back.svg');
    expect(nl.images.map((i) => i.alternativeText)).toEqual([
      expect.stringContaining('Verpakking'),
      expect.stringContaining('Achterkant van de verpakking'),
      expect.stringContaining('Een voerbak met brokken'),
    ]);
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

  it('leaves an old recipe out of every listing (its page stays)', () => {
    for (const locale of ['fr', 'nl'] as const) {
      const listing = categoryListing(locale === 'fr' ? 'chien/croquettes' : 'hond/brokken', { locale })!;
      expect(listing.products.map((p) => p.sku)).not.toContain('CHIEN-SEC-CLASSIC');
      expect(listing.totalItems).toBe(listing.products.length);
      const all = listing.facets.find((f) => f.code === 'food_type')!.values;
      expect(all.reduce((sum, v) => sum + v.count, 0)).toBe(listing.totalItems);
    }
    expect(findBySku('CHIEN-SEC-CLASSIC')).toBeDefined();
  });

  it('counts each value as the listing would be with it ticked (live counts)', () => {
    const base = categoryListing('chien', { locale: 'fr' })!;
    const filtered = categoryListing('chien', { locale: 'fr', filters: { food_type: ['wet'] } })!;
    const countOf = (l: typeof base, code: string, value: string) =>
      l.facets.find((f) => f.code === code)!.values.find((v) => v.value === value)?.count;
    // The ticked filter's own values still count against the other filters only (values of one filter add up)...
    expect(countOf(filtered, 'food_type', 'dry')).toBe(countOf(base, 'food_type', 'dry'));
    // ...while another filter's counts follow the products left.
    const grainFree = countOf(filtered, 'grain_free', 'true')!;
    const expected = categoryListing('chien', { locale: 'fr', filters: { food_type: ['wet'], grain_free: ['true'] } })!;
    expect(grainFree).toBe(expected.totalItems);
    expect(grainFree).toBeLessThan(countOf(base, 'grain_free', 'true')!);
    // Every value present in the category stays listed, with 0 when ticking it would empty the page.
    const stages = filtered.facets.find((f) => f.code === 'life_stage')!.values;
    expect(stages.map((v) => v.value)).toEqual(
      base.facets.find((f) => f.code === 'life_stage')!.values.map((v) => v.value),
    );
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
    // The mega-menu's tiles: each category its drawing, the sample pack its packshot, pages none.
    expect(header.menu[0]!.image?.url).toBe('/api/images/categories/chien.svg');
    expect(header.menu[0]!.children!.map((c) => c.image?.url.replace(/^\/api\/images\//, ''))).toEqual([
      'categories/chien-croquettes.svg',
      'categories/chien-patees.svg',
      'categories/chiot.svg',
      'categories/chien-senior.svg',
      'categories/chien-sterilise.svg',
      'categories/chien-sensible.svg',
      'categories/chien-sans-cereales.svg',
      'samples/echantillon-chien.svg',
    ]);
    expect(header.menu[0]!.children![0]!.image?.alternativeText).toBe('Brokken voor honden');
    expect(header.menu.find((item) => item.url === '/nl/brokkengids/')?.image).toBeUndefined();
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
    expect(pageFor('landing/bienvenue-chiot', 'fr')?.attributes.layout).toBe('landing');
    const cookies = pageFor('page/donnees-personnelles', 'nl');
    expect(cookies?.slug).toBe('persoonlijke-gegevens');
    expect(cookies?.attributes.alternates).toEqual({
      fr: '/page/donnees-personnelles/',
      nl: '/nl/pagina/persoonlijke-gegevens/',
    });
    expect(pageFor('page/bienvenue-chiot', 'fr')).toBeUndefined();
    expect(pageFor('page/inconnue', 'fr')).toBeUndefined();
  });

  it('answers the subscription page as a static page in the layout, with its picture, offer and calls to action', () => {
    // Decided for issue 22: the subscription's explanation needs the shop's layout, so it is no landing any more.
    expect(pageFor('landing/abonnement', 'fr')).toBeUndefined();
    const fr = pageFor('page/abonnement', 'fr');
    expect(fr?.attributes).toMatchObject({ layout: 'default', offer: 'subscription' });
    expect(fr?.attributes.alternates).toEqual({ fr: '/page/abonnement/', nl: '/nl/pagina/abonnement/' });
    expect((fr?.attributes.image as { url: string } | undefined)?.url).toMatch(/abonnement\.svg$/);
    expect(fr?.attributes.actions).toEqual([
      { label: 'Trouver la bonne croquette', url: '/guide-croquettes/' },
      { label: 'Croquettes chien', url: '/chien/croquettes/' },
      { label: 'Croquettes chat', url: '/chat/croquettes/' },
    ]);
    expect(pageFor('pagina/abonnement', 'nl')?.attributes.actions).toEqual([
      { label: 'De juiste brokken vinden', url: '/nl/brokkengids/' },
      { label: 'Hondenbrokken', url: '/nl/hond/brokken/' },
      { label: 'Kattenbrokken', url: '/nl/kat/brokken/' },
    ]);
    // Every link to it (menus, the home's slide, campaigns) resolves to the new address.
    expect(linkHref({ page: 'abonnement' }, 'fr')).toBe('/page/abonnement/');
    expect(linkHref({ page: 'abonnement' }, 'nl')).toBe('/nl/pagina/abonnement/');
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
      page_template: 'category',
      category_1: 'chat',
    } as const;
    const at = new Date('2026-11-21T10:00:00Z');
    const actions = trackingActionsFor(event, visitorContext(event, 'fr-FR'), at, 'visitor-1');
    const names = knownTrackingActions(actions).map((a) => a.name);
    expect(names.sort()).toEqual(Object.keys(actions).sort());
    expect(names).toEqual(
      expect.arrayContaining(['top_header', 'popup', 'ad_product_offer', 'ad_push_category', 'abtest']),
    );
    // On a cat page the markdown modal about the new cat recipe outranks the exit pop-up.
    expect(actions.popup).toMatchObject({ campaign: 'nouvelle-recette', popup_type: 'markdown_modal' });
    expect(actions.ad_product_offer).toMatchObject({ campaign: 'offre-thon' });
    expect(actions.ad_push_category).toMatchObject({ campaign: 'push-bi-nutrition', category: 'chat' });
    expect(trackingActionSchemas.abtest.parse(actions.abtest).name).toBe('cart_upsell');
    expect(
      trackingActionsFor(event, visitorContext(event, 'fr'), new Date('2030-01-01'), 'v').top_header,
    ).toBeUndefined();
  });

  it('names categories by their key whatever the page’s language, so a Dutch page meets French-coded campaigns', () => {
    expect(canonicalCategoryCode('kat-natvoer')).toBe('chat-patees');
    expect(canonicalCategoryCode('chat-patees')).toBe('chat-patees');
    expect(canonicalCategoryCode('hond')).toBe('chien');
    // Keys that differ from their French path: the puppy category is `chiot`, its paths chien/chiot and hond/puppy.
    expect(canonicalCategoryCode('chien-chiot')).toBe('chiot');
    expect(canonicalCategoryCode('hond-puppy')).toBe('chiot');
    expect(canonicalCategoryCode('brokken')).toBe('croquettes');
    expect(canonicalCategoryCode('inconnue')).toBe('inconnue');

    // A Dutch wet cat food product page: its categories as the Dutch catalogue names them.
    const event = {
      event: 'page_view',
      platform_env: 'test',
      site_entity: 'store',
      country_version: 'nl',
      store_code: 'gamelle_nl',
      app_name: 'gamelle-nl',
      abtests: { home_hero_order: 'control', cart_upsell: 'control' },
      page_template: 'product',
      category_1: 'kat',
      category_2: 'kat-natvoer',
    } as const;
    const at = new Date('2026-11-21T10:00:00Z');
    const nl = trackingActionsFor(event, visitorContext(event, 'nl-BE'), at, 'v');
    expect(nl.ad_product_offer).toMatchObject({ campaign: 'offre-thon', title: 'Nieuw: -20 % op het eerste pak' });
    expect(nl.popup).toMatchObject({
      campaign: 'nouvelle-recette',
      popup_configuration: { title: 'Nieuw recept met tonijn' },
    });
    // A Dutch puppy listing (hond/puppy) meets the offer targeted at the `chiot` key, and nothing of the cats'.
    const puppy = { ...event, page_template: 'category', category_1: 'hond-puppy', category_2: undefined } as const;
    const dog = trackingActionsFor(puppy, visitorContext(puppy, 'nl-BE'), at, 'v');
    expect(dog.ad_product_offer).toMatchObject({ campaign: 'offre-chiot-sc' });
    expect(dog.popup).not.toMatchObject({ campaign: 'nouvelle-recette' });
  });

  it('knows where each campaign leads, for conversions', () => {
    const targets = campaignTargetPaths();
    expect(targets.get('bienvenue-be-nl')).toEqual(
      expect.arrayContaining(['/page/livraison/', '/page/livraison', '/nl/pagina/levering/']),
    );
    expect(targets.get('nouvelle-recette')).toEqual(expect.arrayContaining(['/chat/patees/', '/nl/kat/natvoer/']));
    expect(targets.get('offre-thon')?.some((p) => p.startsWith('/produits/'))).toBe(true);
    expect(targets.get('offre-thon')?.some((p) => p.startsWith('/nl/producten/'))).toBe(true);
    expect(targets.has('newsletter-exit')).toBe(false);
    expect(targets.has('country-wall')).toBe(false);
  });

  it('answers the Dutch texts and the Belgian Dutch guests’ banner on nl-BE only', () => {
    const event = {
      event: 'page_view',
      platform_env: 'test',
      site_entity: 'store',
      country_version: 'nl',
      store_code: 'gamelle_nl',
      app_name: 'gamelle-nl',
      abtests: { home_hero_order: 'control', cart_upsell: 'control' },
    } as const;
    const at = new Date('2026-11-21T10:00:00Z');
    const nl = trackingActionsFor(event, visitorContext(event, 'nl-BE'), at, 'v');
    expect(nl.top_header).toMatchObject({ campaign: 'bienvenue-be-nl', content: expect.stringContaining('België') });
    expect(nl.popup).toMatchObject({ campaign: 'newsletter-exit', popup_configuration: { cta: 'Ik schrijf me in' } });
    expect(nl.page_view_done).toEqual({});
    expect(nl.abtest).toBeUndefined();
    const fr = trackingActionsFor({ ...event, country_version: 'fr' }, visitorContext(event, 'fr-FR'), at, 'v');
    // The Christmas cut-off outranks the year-round banner while it lasts.
    expect(fr.top_header).toMatchObject({ campaign: 'livraison-noel' });
    // Luxembourg has no site of its own: its guests are asked to choose a country.
    const lu = trackingActionsFor(event, visitorContext(event, 'fr-LU'), at, 'v');
    expect(lu.popup).toMatchObject({ campaign: 'country-wall', popup_type: 'country_selection_wall' });
  });
});
