import { createFileRoute } from '@tanstack/react-router';
import { comingSoonRoute } from '../../features/customer/index.ts';
import { seoHead } from '../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-parrainages')({
  ...comingSoonRoute('navSponsorships'),
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
});
