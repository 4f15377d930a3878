import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogueQueries, SamplePage, productLoad } from '../../../features/catalogue/index.ts';
import { useLocale, seoHead } from '../../../features/shared/index.ts';

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
