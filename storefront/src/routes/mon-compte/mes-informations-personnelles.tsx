import { createFileRoute } from '@tanstack/react-router';
import {
  accountSeo,
  customerQuery,
  loginIfUnauthorized,
  PersonalDataPage,
  preloadPersonalDataForms,
} from '../../features/customer/index.ts';
import { localeOf, seoHead } from '../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-informations-personnelles')({
  loader: async ({ context: { queryClient, session }, location }) => {
    await Promise.all([
      // The forms' chunks (ProfileForm.tsx, PasswordForm.tsx): on the server, the page renders them in place.
      preloadPersonalDataForms(),
      queryClient
        .ensureQueryData(customerQuery(localeOf(location), session.customerId))
        .catch((error) => loginIfUnauthorized(error, location)),
    ]);
    return { seo: accountSeo(location, 'navPersonalData'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <PersonalDataPage customerId={Route.useLoaderData().customerId} />;
}
