import { createFileRoute } from '@tanstack/react-router';
import { SponsorshipLinkPage, sponsorshipCodeQuery, sponsorshipMessages } from '../../features/sponsorship/index.ts';
import { localeOf, pageSeo, seoHead } from '../../features/shared/index.ts';

/** `/parrainage/{code}/` (`/nl/vriendencode/{code}/`): the page a sponsor's personal link opens (issue 16). */
export const Route = createFileRoute('/parrainage/$code')({
  loader: async ({ context: { queryClient }, location, params }) => {
    const t = sponsorshipMessages[localeOf(location)];
    // Rendered with the sponsor's name in the HTML; an unknown code stays an error the page shows.
    await queryClient.prefetchQuery(sponsorshipCodeQuery(localeOf(location), params.code));
    return {
      seo: pageSeo(location, { title: t.linkCreate, description: t.linkMetaDescription, noindex: true }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: function SponsorshipLinkRoute() {
    const { code } = Route.useParams();
    return (
      <main id="main" className="page">
        <SponsorshipLinkPage key={code} code={code} />
      </main>
    );
  },
});
