import { createFileRoute } from '@tanstack/react-router';
import { loadBiNutritionPage, BiNutritionResult, readBiNutritionResultSearch } from '../../../features/guide/index.ts';
import { requireLogin } from '../../../features/session/index.ts';
import { requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** The full bi-nutrition guide's result (spec §2): the menu made from the choices in the URL. */
export const Route = createFileRoute('/guide-bi-nutrition/$animal/recommandations')({
  validateSearch: readBiNutritionResultSearch,
  beforeLoad: async (route) => {
    await requireFeatures(route, 'biNutritionGuide', 'biNutritionGuideFull');
    return { session: requireLogin(route.location) };
  },
  loaderDeps: ({ search }) => search,
  loader: (args) => loadBiNutritionPage('full', 'result', args),
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return <BiNutritionResult kind="full" customerId={customerId} id={id} search={Route.useSearch()} />;
}
