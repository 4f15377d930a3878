import { createFileRoute } from '@tanstack/react-router';
import { maintenanceMessages, MaintenancePage } from '../features/service/index.ts';
import { localeOf, pageSeo, seoHead } from '../features/shared/index.ts';

/** `/maintenance/` (`/nl/maintenance/`): not indexed; routes under maintenance answer it with 503. */
export const Route = createFileRoute('/maintenance')({
  loader: ({ location }) => {
    const t = maintenanceMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.title, description: t.text, noindex: true }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: MaintenancePage,
});
