import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import {
  catalogueQueries,
  ProductPage,
  preloadProductParts,
  selectedVariant,
  productLoad,
} from '../../../features/catalogue/index.ts';
import { categoryCodes, ProductOfferSlot, ViewItemAnalytics } from '../../../features/marketing/index.ts';
import { useLocale, seoHead, localeOf, type Locale } from '../../../features/shared/index.ts';

/** `/produits/{product}/{format?}/`: a SKU in place of the slug redirects (301) to the canonical slug. */
export const Route = createFileRoute('/produits/$product/{-$format}')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const [outcome] = await Promise.all([
      productLoad(queryClient, location, params.product, params.format),
      // The details, reviews and suggestions render in place in every server response (serverRenderedLazy).
      import.meta.env.SSR ? preloadProductParts() : undefined,
    ]);
    if (outcome.kind === 'not-found') throw notFound();
    if (outcome.kind === 'redirect') {
      throw redirect({
        to: '/produits/$product/{-$format}/',
        params: { product: outcome.slug, format: outcome.format },
        statusCode: 301,
      });
    }
    return { seo: outcome.seo, tracking: await productTracking(queryClient, params.product, localeOf(location)) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: ProductRoute,
});

function ProductRoute() {
  const { product: slug, format } = Route.useParams();
  const locale = useLocale();
  const { data: product } = useSuspenseQuery(catalogueQueries.product(slug, locale));
  const variant = selectedVariant(product, format);
  if (!variant) return null;
  return (
    <>
      <ViewItemAnalytics
        sku={product.sku}
        name={product.name}
        variantName={variant.name}
        priceCents={variant.base_price}
      />
      <ProductPage product={product} variant={variant} offer={<ProductOfferSlot sku={product.sku} />} />
    </>
  );
}

/** The product's categories as campaigns name them: its deepest category path's codes (`chat`, `chat-patees`). */
async function productTracking(queryClient: QueryClient, slug: string, locale: Locale) {
  const product = await queryClient.ensureQueryData(catalogueQueries.product(slug, locale));
  const path = product.categories.find((c) => c.includes('/')) ?? product.categories[0] ?? '';
  return { categories: categoryCodes(path) };
}
