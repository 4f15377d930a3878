import { createFileRoute } from '@tanstack/react-router';
import { newsletterMessages, NewsletterUnsubscribePage } from '../../../features/service/index.ts';
import { localeOf, pageSeo, seoHead } from '../../../features/shared/index.ts';

/** `/newsletter/desinscription/{token}/` (`/nl/nieuwsbrief/uitschrijven/{token}/`): every newsletter e-mail's link. */
export const Route = createFileRoute('/newsletter/desinscription/$token')({
  loader: ({ location }) => {
    const t = newsletterMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.unsubscribeTitle, description: t.unsubscribeIntro, noindex: true }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: function NewsletterUnsubscribeRoute() {
    const { token } = Route.useParams();
    return <NewsletterUnsubscribePage key={token} token={token} />;
  },
});
