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
  return new Response(null, { status: 301, headers: { Location: `${path}/${url.search}` } });
}
