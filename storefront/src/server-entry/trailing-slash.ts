import { redirectTarget } from '@gamelle/contract/shared/redirect-target';

/**
 * Paths end with a slash (spec §2): a GET or HEAD without one is sent, permanently, to the same path with it,
 * query string kept. Files (.xml, .txt) and internal endpoints (`/_…`, `/api`) are left alone.
 */
export function trailingSlashRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  const path = url.pathname;
  if (path.endsWith('/') || /\.(xml|txt)$/i.test(path) || path.startsWith('/_') || /^\/api(\/|$)/.test(path)) {
    return null;
  }
  // `//evil.example` is a path to the server but a host to a browser: leading slashes collapse to one, and the
  // target goes through the contract's redirect rule (nothing to redirect to: the page answers, a 404).
  const location = redirectTarget(`/${path.replace(/^\/+/, '')}/${url.search}`);
  return location ? new Response(null, { status: 301, headers: { Location: location } }) : null;
}
