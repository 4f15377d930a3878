import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';

/** The shop's public origin for absolute URLs (canonical, hreflang, sitemap): PUBLIC_URL, else the request's. */
export const currentOrigin = createIsomorphicFn()
  .server((): string => (process.env.PUBLIC_URL ?? new URL(getRequest().url).origin).replace(/\/$/, ''))
  .client((): string => window.location.origin);
