import { trackingEventSchema } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { categoryCodes } from './category-codes.ts';
import {
  initEvent,
  pageTemplate,
  pageViewEvent,
  splitQuery,
  trackingLocale,
  userData,
  type PageFacts,
} from './tracking-event.ts';

const facts = (url: string, overrides: Partial<PageFacts> = {}): PageFacts => ({
  locale: 'fr',
  storeCode: 'gamelle_fr',
  platformEnv: 'production',
  url: new URL(url),
  template: 'category',
  categories: ['chien', 'chien-croquettes'],
  visitor: 'anonymous',
  abtests: { home_hero_order: 'control' },
  ...overrides,
});

describe('tracking events (spec §7)', () => {
  it('init carries the common fields, where the visit landed and who the visitor is', () => {
    const event = initEvent(facts('https://shop.test/chien/croquettes/?sort=best_sellers&utm_source=mail'));
    expect(event).toEqual({
      event: 'init',
      platform_env: 'production',
      site_entity: 'store',
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: { home_hero_order: 'control' },
      page_location: 'https://shop.test/chien/croquettes/?sort=best_sellers&utm_source=mail',
      page_template: 'category',
      category_1: 'chien',
      category_2: 'chien-croquettes',
      user_data: { client_type: 'Guest', connection_state: 'Non-connected' },
    });
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
    expect(event).not.toHaveProperty('page_path');
  });

  it('a page view carries the path, the query without utm and the utm only when present', () => {
    const withUtm = pageViewEvent(
      facts('https://shop.test/nl/hond/?utm_source=news&sort=relevancy&UTM_Medium=email&utm_campaign=', {
        locale: 'nl',
        storeCode: 'gamelle_nl',
      }),
    );
    expect(withUtm).toMatchObject({
      event: 'page_view',
      app_name: 'gamelle-nl',
      country_version: 'nl',
      page_path: '/nl/hond/',
      page_query: 'sort=relevancy',
      utm: { utm_source: 'news', UTM_Medium: 'email' },
    });
    expect(trackingEventSchema.safeParse(withUtm).success).toBe(true);
    const without = pageViewEvent(facts('https://shop.test/panier/', { template: 'cart', categories: [] }));
    expect(without).not.toHaveProperty('utm');
    expect(without).not.toHaveProperty('category_1');
    expect(without.page_query).toBe('');
  });

  it('keeps at most 10 utm parameters', () => {
    const params = new URLSearchParams(Array.from({ length: 14 }, (_, i) => [`utm_x${i}`, 'v']));
    expect(Object.keys(splitQuery(params).utm)).toHaveLength(10);
  });

  it('maps the visitor marker to analytics’ visitor types', () => {
    expect(userData('anonymous')).toEqual({ client_type: 'Guest', connection_state: 'Non-connected' });
    expect(userData('logged')).toEqual({ client_type: 'New client', connection_state: 'Connected' });
    expect(userData('subscriber')).toEqual({ client_type: 'Old client', connection_state: 'Connected' });
  });

  it('sends the chosen country, else the browser’s region among FR, BE, LU, else the language alone', () => {
    expect(trackingLocale('nl', 'nl', ['fr-FR'])).toBe('nl-BE');
    expect(trackingLocale('fr', 'be', ['fr-LU'])).toBe('fr-BE');
    expect(trackingLocale('nl', 'lu', ['nl-BE'])).toBe('nl-LU');
    expect(trackingLocale('fr', undefined, ['fr-LU', 'fr'])).toBe('fr-LU');
    expect(trackingLocale('fr', undefined, ['de-DE', 'fr-BE'])).toBe('fr');
    expect(trackingLocale('nl', undefined, ['nl'])).toBe('nl');
    expect(trackingLocale('fr', 'xx', [])).toBe('fr');
  });

  it('names page templates and category codes as campaigns do', () => {
    expect(pageTemplate('/')).toBe('home');
    expect(pageTemplate('/$')).toBe('category');
    expect(pageTemplate('/produits/$product/{-$format}')).toBe('product');
    expect(pageTemplate('/produits/echantillons/$sample')).toBe('sample');
    expect(pageTemplate('/panier')).toBe('cart');
    expect(pageTemplate('/mon-compte/mes-adresses')).toBe('account');
    expect(pageTemplate('/whatever')).toBe('other');
    expect(categoryCodes('chat/patees')).toEqual(['chat', 'chat-patees']);
    expect(categoryCodes('/chien/')).toEqual(['chien']);
    expect(categoryCodes('a/b/c/d')).toEqual(['a', 'a-b', 'a-b-c']);
  });
});
