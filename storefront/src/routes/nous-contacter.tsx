import { createFileRoute } from '@tanstack/react-router';
import { ContactPage, contactSeo, preloadContactForm } from '../features/service/index.ts';
import { currentSession } from '../features/session/index.ts';
import { localeOf, pageSeo, seoHead } from '../features/shared/index.ts';

/** `/nous-contacter/` (`/nl/contact-ons/`): the contact form, for visitors and logged-in customers alike. */
export const Route = createFileRoute('/nous-contacter')({
  loader: async ({ location }) => {
    // The form's chunk (ContactForm.tsx): on the server, the page renders it in place.
    await preloadContactForm();
    const t = contactSeo[localeOf(location)];
    return {
      seo: pageSeo(location, { title: t.title, description: t.seoDescription }),
      loggedIn: currentSession() !== null,
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage loggedIn={Route.useLoaderData().loggedIn} />;
}
