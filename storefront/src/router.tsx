import { dehydrate, hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { LazyErrorPage, LazyNotFoundPage } from './features/layout/index.ts';
import {
  createLocaleRewrite,
  createQueryClient,
  cspNonce,
  currentOrigin,
  markRoutesLive,
  parseSearch,
  stringifySearch,
} from './features/shared/index.ts';
import { routeTree } from './routeTree.gen';

/** Called once per request on the server and once per page load in the browser. */
export function getRouter() {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, origin: currentOrigin() },
    rewrite: createLocaleRewrite(),
    trailingSlash: 'always',
    // Inline scripts (hydration data, scroll restoration) carry the page's CSP nonce: no 'unsafe-inline' (issue 21).
    ssr: { nonce: cspNonce() },
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders only warm the query cache; TanStack Query decides what is stale.
    defaultPreloadStaleTime: 0,
    // The 404 and error pages load on their own, after the page (features/layout/LazyErrorPages.tsx).
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultErrorComponent: LazyErrorPage,
    // The server's query cache travels in the HTML so the browser does not fetch again on hydration. As a JSON
    // string: query data is plain JSON from the API, and the router's serializer cannot type-check `unknown`.
    dehydrate: () => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: (dehydrated: { queries: string }) =>
      hydrate(queryClient, JSON.parse(dehydrated.queries) as DehydratedState),
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  // `html[data-hydrated]` comes once the matched route's own component has hydrated (features/shared/live-marker.tsx).
  markRoutesLive(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
