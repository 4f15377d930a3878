import { createFileRoute, notFound } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../../features/customer/index.ts';
import { PetPage, petIdOf, petQuery, readPetSearch } from '../../../../features/pet/index.ts';
import { ApiError, localeOf, requireFeatures, seoHead } from '../../../../features/shared/index.ts';

/** One pet; another customer's, an unknown id or one that is not a number answers the shop's 404 page. */
export const Route = createFileRoute('/mon-compte/mes-animaux/$animal/')({
  beforeLoad: (route) => requireFeatures(route, 'animals'),
  validateSearch: readPetSearch,
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const id = petIdOf(params.animal);
    if (id === null) throw notFound();
    await queryClient.ensureQueryData(petQuery(localeOf(location), session.customerId, id)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
      return loginIfUnauthorized(error, location);
    });
    return { seo: accountSeo(location, 'navPets'), customerId: session.customerId, id };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, id } = Route.useLoaderData();
  return <PetPage customerId={customerId} id={id} notice={Route.useSearch().notice} />;
}
