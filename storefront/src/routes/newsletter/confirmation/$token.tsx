import { createFileRoute } from '@tanstack/react-router';
import { newsletterMessages, NewsletterConfirmationPage } from '../../../features/service/index.ts';
import { localeOf, pageSeo, seoHead } from '../../../features/shared/index.ts';

/** `/newsletter/confirmation/{token}/` (`/nl/nieuwsbrief/bevestiging/{token}/`): the double opt-in e-mail's link. */
export const Route = createFileRoute('/newsletter/confirmation/$token')({
  loader: ({ location }) => {
    const t = newsletterMessages[localeOf(location)];
    return { seo: pageSeo(location, { title: t.confirmTitle, description: t.confirmTitle, noindex: true }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: function NewsletterConfirmationRoute() {
    const { token } = Route.useParams();
    return <NewsletterConfirmationPage key={token} token={token} />;
  },
});
