import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and head receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** Public origin for absolute URLs (canonical, hreflang). */
  origin: string;
}
