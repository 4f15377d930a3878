import { createFileRoute } from '@tanstack/react-router';
import {
  BiNutritionGuidePage,
  loadBiNutritionPage,
  preloadBiNutritionStep,
  readBiNutritionSearch,
} from '../../../features/guide/index.ts';
import { requireLogin } from '../../../features/session/index.ts';
import { requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** The full bi-nutrition guide for one cat (spec §2): `?step=` and the choices so far in the URL. */
export const Route = createFileRoute('/guide-bi-nutrition/$animal/')({
  validateSearch: readBiNutritionSearch,
  beforeLoad: async (route) => {
    await requireFeatures(route, 'biNutritionGuide', 'biNutritionGuideFull');
    return { session: requireLogin(route.location) };
  },
  loaderDeps: ({ search }) => search,
  // The shown step's code (a chunk of its own) renders in place in the server's HTML, at once on a client navigation.
  loader: async (args) =>
    (
      await Promise.all([loadBiNutritionPage('full', 'steps', args), preloadBiNutritionStep('full', args.deps.step)])
    )[0],
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return (
    <main id="main" className="page">
      <BiNutritionGuidePage kind="full" customerId={customerId} id={id} search={Route.useSearch()} />
    </main>
  );
}
