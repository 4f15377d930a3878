import { createFileRoute } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../features/customer/index.ts';
import { SponsorshipsPage, sponsorshipQuery } from '../../features/sponsorship/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../features/shared/index.ts';

/** The account's sponsorships, behind the referral feature guard (spec §2). */
export const Route = createFileRoute('/mon-compte/mes-parrainages')({
  beforeLoad: (route) => requireFeatures(route, 'referral'),
  loader: async ({ context: { queryClient, session }, location }) => {
    await queryClient
      .ensureQueryData(sponsorshipQuery(localeOf(location), session.customerId))
      .catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'navSponsorships'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <SponsorshipsPage customerId={Route.useLoaderData().customerId} />;
}
