import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogueQueries } from '../../../features/catalogue/queries.ts';
import { SamplePage } from '../../../features/product/SamplePage.tsx';
import { productLoad } from '../../../features/product/product-load.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import { seoHead } from '../../../lib/seo/head.ts';

/** `/produits/echantillons/{sample}/`: a sample pack, bought like a product. */
export const Route = createFileRoute('/produits/echantillons/$sample')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const outcome = await productLoad(queryClient, location, params.sample, undefined, { samples: true });
    if (outcome.kind !== 'found') throw notFound();
    return { seo: outcome.seo };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: SampleRoute,
});

function SampleRoute() {
  const { sample } = Route.useParams();
  const locale = useLocale();
  const { data: pack } = useSuspenseQuery(catalogueQueries.product(sample, locale));
  return <SamplePage pack={pack} />;
}
