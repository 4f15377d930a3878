import type { StoreCollection } from '@gamelle/contract/service/stores';
import { describe, expect, it } from 'vitest';
import { storeSitemapEntries } from './sitemap-catalogue.ts';

describe('the stores in the sitemap', () => {
  it('lists every store page in French and Dutch', async () => {
    const list = { 'hydra:member': [{ slug: 'liege' }, { slug: 'gent' }] } as unknown as StoreCollection;
    const entries = await storeSitemapEntries(async (path) => {
      expect(path).toBe('/v2/shop/stores');
      return Response.json(list);
    });
    expect(entries).toEqual([
      { fr: '/magasins/liege/', nl: '/nl/winkels/liege/' },
      { fr: '/magasins/gent/', nl: '/nl/winkels/gent/' },
    ]);
  });

  it('fails loudly when the API does not answer (the sitemap then goes without the stores)', async () => {
    await expect(storeSitemapEntries(async () => new Response('', { status: 500 }))).rejects.toThrow('500');
  });
});
