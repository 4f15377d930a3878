import { describe, expect, it } from 'vitest';
import { latestBuildSchema, isNewBuild } from '../shared/build.ts';
import { imageUploadOptionsError, imageUrl } from '../shared/images.ts';
import { searchResultSchema } from '../search/schema.ts';
import { knownTrackingActions, trackingEventSchema } from '../marketing/tracking.ts';
import { imageSchema } from './common.ts';
import { crossSellSchema, headerSchema } from './page.ts';
import {
  productFullSchema,
  productSchema,
  productSchemaFor,
  productSummarySchema,
  type ProductFull,
} from '../catalogue/product.ts';
import { rationResponseSchema } from '../guide/rations.ts';

const variant = {
  code: '12345678',
  name: 'Sac de 12 kg',
  format: '12-kg',
  weight_grams: 12000,
  show_variant: true,
  in_stock: false,
  stock_state: 'back_soon',
  back_on: '2026-07-01',
  base_price: 5990,
  base_price_tf: 4992,
  base_price_subscription: 5391,
  price_per_unit: 499,
} as const;

const fullProduct: ProductFull = {
  render: 2,
  sku: 'DOG-ADULT-CHICKEN',
  slug: 'croquettes-chien-adulte-poulet',
  viewable: true,
  oldProduct: false,
  name: 'Croquettes chien adulte poulet',
  short_description: 'Pour chiens adultes',
  images: [{ url: '/api/images/products/dog.svg', fileHash: 'abc', alternativeText: 'Sac de croquettes' }],
  json_avis: { count: 120, average: 4.7 },
  filters: { animal: 'dog', food_type: 'dry', life_stage: 'adult', needs: [], breed_size: 'all', grain_free: false },
  unit: 'kg',
  price_per_unit: 499,
  variants: [variant],
  description: '**Bon**',
  composition: 'Poulet 30 %',
  additives: 'Vitamine A',
  analytical_constituents: { protein: 26, fat: 15, fibre: 3, ash: 7, moisture: 8 },
  metabolizable_energy: 3800,
  reviews: [],
  categories: ['chien/croquettes'],
};

describe('products', () => {
  it('parses each render level and tells them apart', () => {
    expect(productFullSchema.parse(fullProduct)).toEqual(fullProduct);
    const {
      description: _d,
      composition: _c,
      additives: _a,
      analytical_constituents: _ac,
      metabolizable_energy: _m,
      reviews: _r,
      categories: _cat,
      ...summary
    } = fullProduct;
    expect(productSummarySchema.safeParse({ ...summary, render: 1 }).success).toBe(true);
    expect(productSchema.parse({ render: 0, sku: 'X', slug: 'x', oldProduct: false })).toEqual({
      render: 0,
      sku: 'X',
      slug: 'x',
      oldProduct: false,
      viewable: true,
    });
    expect(productSchemaFor(2)).toBe(productFullSchema);
    expect(productSchema.safeParse({ ...fullProduct, render: 3 }).success).toBe(false);
  });

  it('knows the five product states and refuses others', () => {
    for (const stock_state of ['out_of_stock', 'discontinued', 'unavailable', 'back_soon', 'no_longer_sold']) {
      expect(productFullSchema.safeParse({ ...fullProduct, variants: [{ ...variant, stock_state }] }).success).toBe(
        true,
      );
    }
    expect(
      productFullSchema.safeParse({ ...fullProduct, variants: [{ ...variant, stock_state: 'gone' }] }).success,
    ).toBe(false);
    expect(productFullSchema.safeParse({ ...fullProduct, unit: 'lb' }).success).toBe(false);
    expect(productFullSchema.safeParse({ ...fullProduct, json_avis: { count: 1, average: 5.5 } }).success).toBe(false);
  });

  it('reads images with fileHash or hash', () => {
    expect(imageSchema.safeParse({ url: '/a.png', hash: 'h', alternativeText: null }).success).toBe(true);
  });
});

describe('pages, menus, cross-sells, rations', () => {
  it('parse their bodies', () => {
    expect(
      headerSchema.safeParse({
        locale: 'nl',
        menu: [{ label: 'Hond', url: '/nl/hond/', children: [{ label: 'Brokken', url: '/nl/hond/brokken/' }] }],
      }).success,
    ).toBe(true);
    expect(
      crossSellSchema.safeParse({ key: 'cross_sell_divers', main_product: null, products: ['A', 'B'] }).success,
    ).toBe(true);
    expect(rationResponseSchema.safeParse({ ref: 'A', weight: 12, month: 30, daily_grams: null }).success).toBe(true);
  });
});

describe('search and tracking', () => {
  it('parses grouped search results', () => {
    const group = { hits: [], total: 0 };
    expect(
      searchResultSchema.safeParse({ query: 'chat', groups: { articles: group, categories: group, products: group } })
        .success,
    ).toBe(true);
    expect(searchResultSchema.safeParse({ query: 'chat', groups: { articles: group } }).success).toBe(false);
  });

  it('keeps only known, well-formed actions, with exit pop-up as the default pop-up type', () => {
    const actions = knownTrackingActions({
      top_header: { campaign: 'c1', content: 'Livraison offerte' },
      popup: { campaign: 'c2' },
      ad_product_offer: { campaign: 'c3' },
      rocket: { fly: true },
      abtest: { name: 'hero', segment: 'B' },
      page_view_done: {},
    });
    expect(actions.map((a) => a.name)).toEqual(['top_header', 'popup', 'abtest', 'page_view_done']);
    expect(actions[1]).toEqual({
      name: 'popup',
      payload: { campaign: 'c2', popup_type: 'exit_popup', popup_configuration: {} },
    });
  });

  it('describes the event payload (site entity is always store)', () => {
    const event = {
      event: 'page_view',
      platform_env: 'production',
      site_entity: 'store',
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: { hero: 'B' },
      page_path: '/panier/',
    };
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
    expect(trackingEventSchema.safeParse({ ...event, site_entity: 'web' }).success).toBe(false);
  });
});

describe('image upload and build checks', () => {
  const options = {
    file: new Blob(['x']),
    fileName: 'rex.png',
    authenticationEndpoint: '/api/images/auth',
    publicKey: 'pk',
    uploadEndpoint: '/api/images/upload',
  };

  it('names the first missing part of the upload', () => {
    expect(imageUploadOptionsError(options)).toBeNull();
    expect(imageUploadOptionsError(undefined)).toBe('missing_upload_data');
    expect(imageUploadOptionsError({ ...options, file: undefined })).toBe('missing_file');
    expect(imageUploadOptionsError({ ...options, fileName: '' })).toBe('missing_file_name');
    expect(imageUploadOptionsError({ ...options, authenticationEndpoint: undefined })).toBe(
      'missing_authentication_endpoint',
    );
    expect(imageUploadOptionsError({ ...options, publicKey: '' })).toBe('missing_public_key');
    expect(imageUploadOptionsError({ ...options, uploadEndpoint: '' })).toBe('missing_upload_endpoint');
    expect(imageUploadOptionsError({ ...options, tags: 'a,b' })).toBe('invalid_upload_options');
  });

  it('builds resized image URLs', () => {
    expect(imageUrl('/img/a.png', { width: 320, quality: 20, blur: 4, version: 'abc' })).toBe(
      '/img/a.png?w=320&quality=20&blur=4&v=abc',
    );
    expect(imageUrl('/img/a.png?x=1', { format: 'webp' })).toBe('/img/a.png?x=1&format=webp');
    expect(imageUrl('/img/a.png', {})).toBe('/img/a.png');
  });

  it('reads the latest build file', () => {
    const latest = latestBuildSchema.parse({ buildId: 'b2', builtAt: '2026-11-21T10:00:00Z' });
    expect(isNewBuild('b1', latest)).toBe(true);
    expect(isNewBuild('b2', latest)).toBe(false);
  });
});
