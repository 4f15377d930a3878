import { createFileRoute } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../features/customer/index.ts';
import { PetsPage, petsQuery, readPetsSearch } from '../../../features/pet/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-animaux/')({
  beforeLoad: (route) => requireFeatures(route, 'animals'),
  validateSearch: readPetsSearch,
  loader: async ({ context: { queryClient, session }, location }) => {
    await queryClient
      .ensureQueryData(petsQuery(localeOf(location), session.customerId))
      .catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'navPets'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { notice, name } = Route.useSearch();
  return (
    <PetsPage customerId={Route.useLoaderData().customerId} deleted={notice === 'deleted' ? (name ?? '') : undefined} />
  );
}
