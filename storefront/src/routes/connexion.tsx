import { createFileRoute } from '@tanstack/react-router';
import {
  accountSeo,
  identityScriptsQuery,
  LoginPage,
  preloadLoginForms,
  localIssuerQuery,
  requireAnonymous,
  returnParam,
} from '../features/customer/index.ts';
import { seoHead } from '../features/shared/index.ts';

export interface LoginSearch {
  retour?: string;
  'gi-token'?: string;
  session?: 'ended';
}

/** `/connexion/` (anonymous only): e-mail lookup, then password or registration; Google with `gi-token`. */
export const Route = createFileRoute('/connexion')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search[returnParam] === 'string' ? { retour: search[returnParam] } : {}),
    ...(typeof search['gi-token'] === 'string' ? { 'gi-token': search['gi-token'] } : {}),
    ...(search['session'] === 'ended' ? { session: 'ended' as const } : {}),
  }),
  // Spec §2: login is shown in the minimal display (no menus, search, mini-cart or footer).
  staticData: { layout: 'minimal' },
  beforeLoad: () => requireAnonymous(),
  loader: async ({ context: { queryClient }, location }) => {
    // The forms' chunk (LoginForms.tsx): on the server, the page renders them in place.
    await preloadLoginForms();
    return {
      localIssuer: await queryClient.ensureQueryData(localIssuerQuery),
      // Google's keys (public) from the server's environment: reCAPTCHA and the sign-in button, or neither.
      scripts: await queryClient.ensureQueryData(identityScriptsQuery),
      seo: accountSeo(location, 'loginTitle'),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const { localIssuer, scripts } = Route.useLoaderData();
  return (
    <LoginPage
      target={search.retour}
      googleToken={search['gi-token']}
      localIssuer={localIssuer}
      scripts={scripts}
      sessionEnded={search.session === 'ended'}
    />
  );
}
