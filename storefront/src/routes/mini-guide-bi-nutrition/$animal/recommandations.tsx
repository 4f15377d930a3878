import { createFileRoute } from '@tanstack/react-router';
import { loadBiNutritionPage, BiNutritionResult, readBiNutritionResultSearch } from '../../../features/guide/index.ts';
import { requireLogin } from '../../../features/session/index.ts';
import { requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** The short bi-nutrition guide's result (spec §2): the menu made from the choices in the URL. */
export const Route = createFileRoute('/mini-guide-bi-nutrition/$animal/recommandations')({
  validateSearch: readBiNutritionResultSearch,
  beforeLoad: async (route) => {
    await requireFeatures(route, 'biNutritionGuide', 'biNutritionGuideShort');
    return { session: requireLogin(route.location) };
  },
  loaderDeps: ({ search }) => search,
  loader: (args) => loadBiNutritionPage('short', 'result', args),
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return <BiNutritionResult kind="short" customerId={customerId} id={id} search={Route.useSearch()} />;
}
