import { createFileRoute } from '@tanstack/react-router';
import {
  accountSeo,
  ForgotPasswordPage,
  preloadForgotPasswordForms,
  requireAnonymous,
} from '../../features/customer/index.ts';
import { seoHead } from '../../features/shared/index.ts';

/** `/mot-de-passe-oublie/demande/` asks for the e-mail; `/mot-de-passe-oublie/{token}/` is the e-mail's link. */
export const Route = createFileRoute('/mot-de-passe-oublie/$forgotPassword')({
  beforeLoad: () => requireAnonymous(),
  loader: async ({ location }) => {
    // The forms' chunk (ForgotPasswordForms.tsx): on the server, the page renders them in place.
    await preloadForgotPasswordForms();
    return { seo: accountSeo(location, 'forgotTitle') };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { forgotPassword } = Route.useParams();
  return (
    <main id="main" className="page">
      <ForgotPasswordPage key={forgotPassword} token={forgotPassword} />
    </main>
  );
}
