import { createFileRoute } from '@tanstack/react-router';
import { comingSoonRoute } from '../../../features/customer/index.ts';
import { seoHead } from '../../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/mes-abonnements/')({
  ...comingSoonRoute('navSubscriptions'),
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
});
