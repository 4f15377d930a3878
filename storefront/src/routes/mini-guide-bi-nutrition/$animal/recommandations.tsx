import { createFileRoute } from '@tanstack/react-router';
import {
  BiNutritionResult,
  loadBiNutritionPage,
  preloadGuideAddToCart,
  readBiNutritionResultSearch,
} from '../../../features/guide/index.ts';
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
  // The way to the cart (a chunk of its own) renders in place in the server's HTML, at once on a client navigation.
  loader: async (args) =>
    (await Promise.all([loadBiNutritionPage('short', 'result', args), preloadGuideAddToCart('menu')]))[0],
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return (
    <main id="main" className="page">
      <BiNutritionResult kind="short" customerId={customerId} id={id} search={Route.useSearch()} />
    </main>
  );
}
