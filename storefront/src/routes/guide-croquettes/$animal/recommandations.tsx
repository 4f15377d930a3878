import { createFileRoute } from '@tanstack/react-router';
import {
  guideSeo,
  KibbleGuideResult,
  loadGuidePet,
  preloadGuideAddToCart,
  recommendationsQuery,
} from '../../../features/guide/index.ts';
import { loginIfUnauthorized, requireLogin } from '../../../features/session/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** The kibble guide's result (spec §2): the recommendations for the pet as stored. */
export const Route = createFileRoute('/guide-croquettes/$animal/recommandations')({
  beforeLoad: async (route) => {
    await requireFeatures(route, 'kibbleGuide');
    return { session: requireLogin(route.location) };
  },
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const id = await loadGuidePet(queryClient, location, session.customerId, params.animal);
    // The way to the cart (a chunk of its own) renders in place in the server's HTML, at once on a client navigation.
    await Promise.all([
      queryClient
        .ensureQueryData(recommendationsQuery(localeOf(location), session.customerId, id))
        .catch((error) => loginIfUnauthorized(error, location)),
      preloadGuideAddToCart('kibble'),
    ]);
    return { seo: guideSeo(location, 'kibbleTitle'), customerId: session.customerId, id };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return (
    <main id="main" className="page">
      <KibbleGuideResult customerId={customerId} id={id} />
    </main>
  );
}
