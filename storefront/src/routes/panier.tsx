import { createFileRoute } from '@tanstack/react-router';
import { CrossSellSuggestions } from '../features/catalogue/index.ts';
import { useQuery } from '@tanstack/react-query';
import { CartPage, cartQueryOptions, cartShellMessages } from '../features/cart/index.ts';
import { ViewCartAnalytics } from '../features/marketing/index.ts';
import { localeOf, pageSeo, seoHead, useLocale } from '../features/shared/index.ts';

export const Route = createFileRoute('/panier')({
  loader: ({ location }) => {
    const t = cartShellMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.seoTitle, description: t.seoDescription }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: CartRoute,
});

function CartRoute() {
  const locale = useLocale();
  const { data: cart, isSuccess } = useQuery(cartQueryOptions(locale));
  const lines = isSuccess
    ? (cart?.items ?? []).map((item) => ({
        variantCode: item.variantCode,
        productName: item.productName,
        variantName: item.variantName,
        unitPriceCents: item.discountedUnitPrice,
        quantity: item.quantity,
      }))
    : null;
  return (
    <>
      <ViewCartAnalytics lines={lines} />
      <CartPage
        suggestions={(title, variantCodes) => <CrossSellSuggestions title={title} excludeVariantCodes={variantCodes} />}
      />
    </>
  );
}
