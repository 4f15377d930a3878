import { preloadCombobox } from '@gamelle/design-system';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../../features/customer/index.ts';
import { PetFormPage, preloadPetForm, petIdOf, petQuery } from '../../../../features/pet/index.ts';
import { ApiError, localeOf, requireFeatures, seoHead } from '../../../../features/shared/index.ts';

/** Edit a pet; another customer's or an unknown one answers the shop's 404 page. */
export const Route = createFileRoute('/mon-compte/mes-animaux/$animal/modifier')({
  beforeLoad: (route) => requireFeatures(route, 'animals'),
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const id = petIdOf(params.animal);
    if (id === null) throw notFound();
    // The form's breed field (its own chunk) renders in place in the server's first response too.
    if (import.meta.env.SSR) await Promise.all([preloadCombobox(), preloadPetForm()]);
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
  return <PetFormPage customerId={customerId} id={id} />;
}
