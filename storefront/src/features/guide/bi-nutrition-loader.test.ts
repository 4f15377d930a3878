import { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadBiNutritionPage } from './bi-nutrition-loader.ts';
import type { BiNutritionSearch } from './guide-search.ts';

const session = { exp: 4_102_444_800, marker: 'logged' as const, customerId: 7 };

/** The loader on a client whose `ensureQueryData` records what it was asked for (no call leaves the test). */
async function load(
  kind: 'full' | 'short',
  page: 'steps' | 'result',
  deps: BiNutritionSearch,
  { animal = '12', pathname = '/guide-bi-nutrition/12/' } = {},
) {
  const queryClient = new QueryClient();
  const asked: unknown[][] = [];
  vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (options) => {
    asked.push([...options.queryKey]);
    return {};
  });
  const location = { pathname, publicHref: pathname, href: pathname, search: deps } as unknown as ParsedLocation;
  const data = await loadBiNutritionPage(kind, page, {
    context: { queryClient, session },
    location,
    params: { animal },
    deps,
  });
  // What each ask was for: the pet (`…, 'one', locale, id`) or a guide call (`…, 'guide', locale, id, call`).
  return { data, asked: asked.map((key) => (key[3] === 'one' ? `pet ${key[5]}` : `${key[6]} ${key[5]}`)) };
}

describe('the bi-nutrition routes’ loader', () => {
  it('loads the pet, then the step’s own data: the offer on the selection step, the menu on the ration step', async () => {
    expect((await load('full', 'steps', {})).asked).toEqual(['pet 12']);
    expect((await load('full', 'steps', { step: 'meals', meals: 'every_day' })).asked).toEqual(['pet 12']);
    expect((await load('full', 'steps', { step: 'selection' })).asked).toEqual(['pet 12', 'bi-nutrition-recipes 12']);
    const ration = await load('short', 'steps', { step: 'ration', recipes: 'CHAT-HUMIDE-POULET' });
    expect(ration.asked).toEqual(['pet 12', 'bi-nutrition-menu 12']);
    // The ration step before any recipe is chosen has no menu to ask for.
    expect((await load('short', 'steps', { step: 'ration' })).asked).toEqual(['pet 12']);
  });

  it('asks the result page’s menu from the URL’s choices, and nothing more without recipes', async () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue({});
    const path = '/nl/bi-voedingsgids/12/aanbevelingen/';
    const location = { pathname: '/guide-bi-nutrition/12/recommandations/', publicHref: path } as ParsedLocation;
    await loadBiNutritionPage('full', 'result', {
      context: { queryClient, session },
      location,
      params: { animal: '12' },
      deps: { recipes: 'CHAT-HUMIDE-POULET,CHAT-HUMIDE-STERILISE', meals: 'every_day', kibble: 'CHAT-ADULTE' },
    });
    expect(spy.mock.calls.map(([options]) => options.queryKey)).toEqual([
      ['customer', 7, 'pets', 'one', 'nl', 12],
      [
        'customer',
        7,
        'pets',
        'guide',
        'nl',
        12,
        'bi-nutrition-menu',
        {
          recipes: ['CHAT-HUMIDE-POULET', 'CHAT-HUMIDE-STERILISE'],
          mealFrequency: 'every_day',
          kibble: 'CHAT-ADULTE',
        },
      ],
    ]);
    expect((await load('short', 'result', { meals: 'every_day' })).asked).toEqual(['pet 12']);
  });

  it('gives each guide its title and the pet’s id; a pet id that is not one is the 404 page', async () => {
    const full = await load('full', 'result', {});
    expect(full.data).toMatchObject({ customerId: 7, id: 12, seo: { title: expect.stringContaining('bi-nutrition') } });
    const short = await load('short', 'steps', {}, { pathname: '/mini-guide-bi-nutrition/12/' });
    expect(short.data.seo.title).not.toBe(full.data.seo.title);
    await expect(load('full', 'steps', {}, { animal: '12abc' })).rejects.toMatchObject({ isNotFound: true });
  });
});
