import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

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
        // A 4xx will not change on retry; network and 5xx errors get one more try (spec §9 retry policy).
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
