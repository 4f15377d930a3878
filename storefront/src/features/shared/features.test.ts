import { featureFlags } from '@gamelle/contract/shared/features';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The page's cookies and the API, as the guard reads them on the server render or in the browser.
const page = vi.hoisted(() => ({ cookies: '', calls: [] as string[], answer: null as unknown }));
vi.mock('./api/api-fetch.ts', () => ({
  readCookies: () => page.cookies,
  apiFetch: async (input: RequestInfo | URL) => {
    page.calls.push(String(input));
    if (page.answer === null) return new Response('{"code":503,"message":"down"}', { status: 503 });
    return Response.json(page.answer);
  },
}));
const { featuresQuery, requireFeatures } = await import('./features.ts');

const flagsOf = (channel: string, off: string[]) => ({
  '@id': `/api/v2/shop/channels/${channel}/features`,
  '@type': 'ChannelFeatures',
  channel,
  features: featureFlags(new Set(off as never[])),
});
const guard = (queryClient: QueryClient, publicHref: string, ...features: Parameters<typeof requireFeatures>[1][]) =>
  requireFeatures({ context: { queryClient }, location: { publicHref } }, ...features);

describe("the storefront's feature guards (spec §2, §8)", () => {
  beforeEach(() => {
    page.cookies = '';
    page.calls = [];
    page.answer = null;
  });

  it("read the flags of the visitor's channel once, then from the cache", async () => {
    page.cookies = 'gamelle_country=be';
    page.answer = flagsOf('gamelle_be', ['referral']);
    const queryClient = new QueryClient();
    await expect(guard(queryClient, '/mon-compte/mes-animaux/', 'animals')).resolves.toBeUndefined();
    const refused = await guard(queryClient, '/mon-compte/mes-parrainages/', 'referral').catch((error) => error);
    expect(isNotFound(refused)).toBe(true);
    expect(page.calls).toHaveLength(1);
    expect(page.calls[0]).toContain('/shop/channels/gamelle_be/features');
    expect(featuresQuery('fr').queryKey).toEqual(['features', 'gamelle_be']);
  });

  it('keep each channel apart: the Dutch site reads its own flags', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(featuresQuery('fr').queryKey, flagsOf('gamelle_fr', []).features);
    queryClient.setQueryData(featuresQuery('nl').queryKey, flagsOf('gamelle_nl', ['kibbleGuide']).features);
    await expect(guard(queryClient, '/guide-croquettes/', 'kibbleGuide')).resolves.toBeUndefined();
    expect(isNotFound(await guard(queryClient, '/nl/brokkengids/', 'kibbleGuide').catch((e) => e))).toBe(true);
    expect(page.calls).toHaveLength(0);
  });

  it('let a page through only when every named feature is on', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(featuresQuery('fr').queryKey, flagsOf('gamelle_fr', ['biNutritionGuideShort']).features);
    const href = '/userGuide/guide-nutrition-short/';
    expect(
      isNotFound(await guard(queryClient, href, 'biNutritionGuide', 'biNutritionGuideShort').catch((e) => e)),
    ).toBe(true);
    await expect(guard(queryClient, href, 'biNutritionGuide', 'biNutritionGuideFull')).resolves.toBeUndefined();
  });

  it('guard nothing when the flags cannot be read, and ask again on the next page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(guard(queryClient, '/mon-compte/mes-parrainages/', 'referral')).resolves.toBeUndefined();
    page.answer = flagsOf('gamelle_fr', ['referral']);
    expect(isNotFound(await guard(queryClient, '/mon-compte/mes-parrainages/', 'referral').catch((e) => e))).toBe(true);
  });
});
