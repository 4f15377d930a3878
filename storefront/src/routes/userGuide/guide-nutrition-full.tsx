import { createFileRoute } from '@tanstack/react-router';
import { GuideEntrance, guidePetsQuery, guideSeo } from '../../features/guide/index.ts';
import { currentSession, loginIfUnauthorized } from '../../features/session/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../features/shared/index.ts';

/** The full bi-nutrition guide's entrance without a pet (spec §2): one of the account's cats, or its creation. */
export const Route = createFileRoute('/userGuide/guide-nutrition-full')({
  beforeLoad: (route) => requireFeatures(route, 'biNutritionGuide', 'biNutritionGuideFull'),
  loader: async ({ context: { queryClient }, location }) => {
    const customerId = currentSession()?.customerId ?? null;
    if (customerId !== null)
      await queryClient
        .ensureQueryData(guidePetsQuery(localeOf(location), customerId))
        .catch((error: unknown) => loginIfUnauthorized(error, location));
    return { seo: guideSeo(location, 'biTitle'), customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return (
    <main id="main" className="page">
      <GuideEntrance kind="full" customerId={Route.useLoaderData().customerId} />
    </main>
  );
}
