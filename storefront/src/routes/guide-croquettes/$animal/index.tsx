import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  guideSeo,
  KibbleGuidePage,
  loadGuidePet,
  preloadGuidePetForm,
  readKibbleGuideSearch,
} from '../../../features/guide/index.ts';
import { requireLogin } from '../../../features/session/index.ts';
import { requireFeatures, seoHead } from '../../../features/shared/index.ts';

/**
 * The kibble guide for one pet (spec §2, 4 steps): `?step=profile|shape|diet` and the answers so far in the URL.
 * `/nl/brokkengids/nieuw/` (a link of the Dutch site: "a new guide") leads to the entrance.
 */
export const Route = createFileRoute('/guide-croquettes/$animal/')({
  validateSearch: readKibbleGuideSearch,
  beforeLoad: async (route) => {
    await requireFeatures(route, 'kibbleGuide');
    if (route.params.animal === 'nieuw' || route.params.animal === 'nouveau')
      throw redirect({ to: '/guide-croquettes/' });
    return { session: requireLogin(route.location) };
  },
  loader: async ({ context: { queryClient, session }, location, params }) => {
    // The steps' form (a chunk of its own) renders in place in the server's HTML, and at once on a client navigation.
    const [id] = await Promise.all([
      loadGuidePet(queryClient, location, session.customerId, params.animal),
      preloadGuidePetForm(),
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
      <KibbleGuidePage customerId={customerId} id={id} search={Route.useSearch()} />
    </main>
  );
}
