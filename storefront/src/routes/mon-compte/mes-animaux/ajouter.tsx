import { preloadCombobox } from '@gamelle/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { accountSeo } from '../../../features/customer/index.ts';
import { PetFormPage, preloadPetForm, readPetFormSearch } from '../../../features/pet/index.ts';
import { requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** Add a pet (spec §2: user-guide layout); `?guide=` when a guide's entrance sent the customer here first. */
export const Route = createFileRoute('/mon-compte/mes-animaux/ajouter')({
  validateSearch: readPetFormSearch,
  beforeLoad: (route) => requireFeatures(route, 'animals'),
  loader: async ({ context: { session }, location }) => {
    // The form's breed field (its own chunk) renders in place in the server's first response too.
    if (import.meta.env.SSR) await Promise.all([preloadCombobox(), preloadPetForm()]);
    return { seo: accountSeo(location, 'navPets'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <PetFormPage customerId={Route.useLoaderData().customerId} guide={Route.useSearch().guide} />;
}
