import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per router: per request on the server (no customer's data leaks into another's page), per
 * page load in the browser. Catalogue data stays fresh for a minute so a page rendered on the server is not
 * fetched again right after hydration.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // The contract's client retries by the policy of spec §9 (once for GET, on 408/409/425/429/5xx and
        // network failures); a second layer here would double it.
        retry: false,
      },
    },
  });
}
