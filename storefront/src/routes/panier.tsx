import { createFileRoute } from '@tanstack/react-router';
import { CrossSellSuggestions } from '../features/catalogue/index.ts';
import { CartPage, cartShellMessages } from '../features/cart/index.ts';
import { localeOf, pageSeo, seoHead } from '../features/shared/index.ts';

export const Route = createFileRoute('/panier')({
  loader: ({ location }) => {
    const t = cartShellMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.seoTitle, description: t.seoDescription }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: CartRoute,
});

function CartRoute() {
  return (
    <CartPage
      suggestions={(title, variantCodes) => <CrossSellSuggestions title={title} excludeVariantCodes={variantCodes} />}
    />
  );
}
