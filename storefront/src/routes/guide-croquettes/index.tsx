import { createFileRoute } from '@tanstack/react-router';
import { GuideEntrance, guidePetsQuery, guideSeo, readGuideEntranceSearch } from '../../features/guide/index.ts';
import { currentSession, loginIfUnauthorized } from '../../features/session/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../features/shared/index.ts';

/** The kibble guide's entrance (spec §2): a pet of the account to start with, or its creation first. */
export const Route = createFileRoute('/guide-croquettes/')({
  beforeLoad: (route) => requireFeatures(route, 'kibbleGuide'),
  validateSearch: readGuideEntranceSearch,
  loader: async ({ context: { queryClient }, location }) => {
    const customerId = currentSession()?.customerId ?? null;
    if (customerId !== null)
      await queryClient
        .ensureQueryData(guidePetsQuery(localeOf(location), customerId))
        .catch((error) => loginIfUnauthorized(error, location));
    return { seo: guideSeo(location, 'kibbleTitle'), customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId } = Route.useLoaderData();
  return (
    <main id="main" className="page">
      <GuideEntrance kind="kibble" customerId={customerId} animal={Route.useSearch().animal} />
    </main>
  );
}
