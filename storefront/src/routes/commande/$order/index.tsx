import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  CheckoutPage,
  checkoutMessages,
  checkoutOrderQuery,
  isCheckoutStep,
  preloadCheckoutData,
  preloadCheckoutSteps,
  type CheckoutStep,
} from '../../../features/checkout/index.ts';
import { addressesQuery, loginIfUnauthorized, requireLogin } from '../../../features/customer/index.ts';
import { ApiError, localeOf, pageSeo, seoHead, useLocale } from '../../../features/shared/index.ts';

export interface CheckoutSearch {
  step?: CheckoutStep;
}

/** `/commande/{order}/` (login required, kept out of search engines): the order funnel of issue 14. */
export const Route = createFileRoute('/commande/$order/')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch =>
    isCheckoutStep(search.step) ? { step: search.step } : {},
  // Spec §2: the funnel is shown in the minimal display, in its `main` (it had the shop's menus and footer, no
  // `main` for the skip link, and its content ran to the screen's edges without the page's margins).
  staticData: { layout: 'minimal' },
  beforeLoad: ({ location }) => ({ session: requireLogin(location) }),
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const locale = localeOf(location);
    try {
      const [order] = await Promise.all([
        queryClient.ensureQueryData(checkoutOrderQuery(locale, params.order)),
        queryClient.ensureQueryData(addressesQuery(locale, session.customerId)),
        // The steps render in place in the server's HTML (a no-op in the browser, which loads them after).
        preloadCheckoutSteps(),
      ]);
      // The shipping step's methods when it is the step shown (on the server only, as above).
      const asked = location.search as CheckoutSearch;
      await preloadCheckoutData(queryClient, locale, order, isCheckoutStep(asked.step) ? asked.step : undefined);
    } catch (error) {
      // Another customer's order or none: the same 404 (the token is the secret).
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
      loginIfUnauthorized(error, location);
    }
    const t = checkoutMessages[locale];
    return {
      customerId: session.customerId,
      seo: pageSeo(location, { title: t.seoTitle, description: t.title, noindex: true }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { order } = Route.useParams();
  const { step } = Route.useSearch();
  const { customerId } = Route.useLoaderData();
  return <CheckoutRoute token={order} step={step} customerId={customerId} />;
}

function CheckoutRoute({
  token,
  step,
  customerId,
}: {
  token: string;
  step: CheckoutStep | undefined;
  customerId: number;
}) {
  const { data: addresses } = useSuspenseQuery(addressesQuery(useLocale(), customerId));
  return <CheckoutPage token={token} step={step} addresses={addresses} />;
}
