import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  ConfirmationPage,
  checkoutMessages,
  checkoutOrderQuery,
  type PaymentReturn,
} from '../../../features/checkout/index.ts';
import { loginIfUnauthorized, requireLogin } from '../../../features/customer/index.ts';
import { ApiError, localeOf, pageSeo, seoHead } from '../../../features/shared/index.ts';

export interface ConfirmationSearch {
  /** Set by the payment provider's page on the way back. */
  payment?: PaymentReturn;
}

/** `/commande/{order}/confirmation/` (login required): what happens next, per payment method. */
export const Route = createFileRoute('/commande/$order/confirmation')({
  validateSearch: (search: Record<string, unknown>): ConfirmationSearch =>
    search.payment === 'succeeded' || search.payment === 'failed' ? { payment: search.payment } : {},
  beforeLoad: ({ location }) => ({ session: requireLogin(location) }),
  loader: async ({ context: { queryClient }, location, params }) => {
    const locale = localeOf(location);
    await queryClient.ensureQueryData(checkoutOrderQuery(locale, params.order)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
      return loginIfUnauthorized(error, location);
    });
    const t = checkoutMessages[locale];
    return {
      seo: pageSeo(location, { title: t.seoConfirmationTitle, description: t.confirmationTitle, noindex: true }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { order } = Route.useParams();
  const { payment } = Route.useSearch();
  // The page's `main` (the skip link's target) with the page's margins: it had neither.
  return (
    <main id="main" className="page">
      <ConfirmationPage token={order} paymentReturn={payment} />
    </main>
  );
}
