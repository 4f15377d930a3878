import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../features/address/index.ts';
import { accountSeo, addressesQuery, loginIfUnauthorized } from '../../features/customer/index.ts';
import { localeOf, seoHead } from '../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-adresses')({
  loader: async ({ context: { queryClient, session }, location }) => {
    await queryClient
      .ensureQueryData(addressesQuery(localeOf(location), session.customerId))
      .catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'navAddresses'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <AddressesPage customerId={Route.useLoaderData().customerId} />;
}
