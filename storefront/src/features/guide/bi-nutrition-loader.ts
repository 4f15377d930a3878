// The loader of the four bi-nutrition routes (full and short guide, each with its steps and its result page): the
// routes differ only by their guide and page, so they share this one. The routes keep their own search validation
// and guards, and call it from an arrow of their own (a loader passed as a value loses the route's inferred context,
// so `beforeLoad`'s session would not reach it).
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { loginIfUnauthorized, type SessionMarker } from '../session/index.ts';
import { localeOf, type PageSeo } from '../shared/index.ts';
import type { BiNutritionKind } from './bi-nutrition-paths.ts';
import { guideSeo, loadGuidePet } from './guide-route.ts';
import type { BiNutritionSearch } from './guide-search.ts';
import { menuBodyOf } from './menu-body.ts';
import { biNutritionChoicesQuery, biNutritionMenuQuery } from './queries.ts';

/** What a bi-nutrition route's loader is given (the route's `beforeLoad` put the session in its context). */
export interface BiNutritionLoaderArgs {
  context: { queryClient: QueryClient; session: SessionMarker };
  location: ParsedLocation;
  params: { animal: string };
  /** The URL's choices (the result page's have no step). */
  deps: BiNutritionSearch;
}

export interface BiNutritionLoaderData {
  seo: PageSeo;
  customerId: number;
  id: number;
}

/**
 * The loader of a bi-nutrition guide's steps (`page: 'steps'`) or result page: the pet (another's or an unknown one
 * is the 404 page) and the page's own data in the server's HTML — the selection step's offer, the menu of the ration
 * step and of the result once recipes are chosen.
 */
export async function loadBiNutritionPage(
  kind: BiNutritionKind,
  page: 'steps' | 'result',
  { context: { queryClient, session }, location, params, deps }: BiNutritionLoaderArgs,
): Promise<BiNutritionLoaderData> {
  const locale = localeOf(location);
  const id = await loadGuidePet(queryClient, location, session.customerId, params.animal);
  const step = page === 'result' ? 'result' : deps.step;
  const body = menuBodyOf(deps);
  const prefetch =
    step === 'selection'
      ? queryClient.ensureQueryData(biNutritionChoicesQuery(locale, session.customerId, id))
      : (step === 'ration' || step === 'result') && body
        ? queryClient.ensureQueryData(biNutritionMenuQuery(locale, session.customerId, id, body))
        : null;
  await prefetch?.catch((error: unknown) => loginIfUnauthorized(error, location));
  return {
    seo: guideSeo(location, kind === 'full' ? 'biTitle' : 'miniTitle'),
    customerId: session.customerId,
    id,
  };
}
