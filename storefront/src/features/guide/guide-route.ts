// What the guides' route files share: the page's SEO (guides are not indexed, spec §2) and the loader of a page
// for one pet (its id from the URL, the pet prefetched; another customer's or an unknown pet is the 404 page).
import { preloadCombobox } from '@gamelle/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, type ParsedLocation } from '@tanstack/react-router';
import { loginIfUnauthorized } from '../session/index.ts';
import { ApiError, isNotFound, localeOf, pageSeo, type PageSeo } from '../shared/index.ts';
import { guideMessages } from './messages.ts';
import { guidePetQuery } from './queries.ts';

export type GuideTitle = 'kibbleTitle' | 'biTitle' | 'miniTitle';

export function guideSeo(location: Pick<ParsedLocation, 'pathname' | 'publicHref'>, title: GuideTitle): PageSeo {
  const t = guideMessages[localeOf(location)];
  const intro = { kibbleTitle: t.kibbleIntro, biTitle: t.biIntro, miniTitle: t.miniIntro }[title];
  return pageSeo(location, { title: t[title], description: intro, noindex: true });
}

/** The pet's id of a guide URL (`/guide-croquettes/12/`), or null when it is not one. */
export function guidePetId(param: string): number | null {
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * Prefetches the pet of a guide page for the server render; its id, or the 404 page. The server also has the pet
 * form's breed field (its own chunk, LazyCombobox) loaded, so that it renders in place in the first response.
 */
export async function loadGuidePet(
  queryClient: QueryClient,
  location: ParsedLocation,
  customerId: number,
  param: string,
): Promise<number> {
  const id = guidePetId(param);
  if (id === null) throw notFound();
  if (import.meta.env.SSR) await preloadCombobox();
  await queryClient.ensureQueryData(guidePetQuery(localeOf(location), customerId, id)).catch((error: unknown) => {
    if (isNotFound(error) || (error instanceof ApiError && error.status === 403)) throw notFound();
    loginIfUnauthorized(error, location);
  });
  return id;
}
