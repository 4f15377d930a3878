import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/CartPage.tsx';
import { cartMessages } from '../features/cart/messages.ts';
import { localeOf } from '../lib/i18n/use-locale.ts';
import { pageSeo, seoHead } from '../lib/seo/head.ts';

export const Route = createFileRoute('/panier')({
  loader: ({ location }) => {
    const t = cartMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.seoTitle, description: t.seoDescription }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: CartPage,
});
