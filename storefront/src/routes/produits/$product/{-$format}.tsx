import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { catalogueQueries, ProductPage, selectedVariant, productLoad } from '../../../features/catalogue/index.ts';
import { useLocale, seoHead } from '../../../features/shared/index.ts';

/** `/produits/{product}/{format?}/`: a SKU in place of the slug redirects (301) to the canonical slug. */
export const Route = createFileRoute('/produits/$product/{-$format}')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const outcome = await productLoad(queryClient, location, params.product, params.format);
    if (outcome.kind === 'not-found') throw notFound();
    if (outcome.kind === 'redirect') {
      throw redirect({
        to: '/produits/$product/{-$format}/',
        params: { product: outcome.slug, format: outcome.format },
        statusCode: 301,
      });
    }
    return { seo: outcome.seo };
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
  return <ProductPage product={product} variant={variant} />;
}
