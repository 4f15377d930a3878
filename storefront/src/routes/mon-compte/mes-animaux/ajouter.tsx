import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage, comingSoonLoader } from '../../../features/customer/index.ts';
import { seoHead } from '../../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-animaux/ajouter')({
  loader: comingSoonLoader('navPets'),
  component: function ComingSoon() {
    return <ComingSoonPage title="navPets" />;
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
});
