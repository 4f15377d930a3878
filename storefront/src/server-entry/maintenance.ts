import { toInternalPath, toPublicPath } from '../features/shared/index.ts';

/**
 * Routes under maintenance, from the environment (documented in storefront/README.md):
 * - `MAINTENANCE_ROUTES`: comma-separated French paths of the route tree; a trailing `*` covers everything below
 *   (`/commande/*,/magasins/`). Each covers its Dutch twin too (`/nl/bestelling/…`, `/nl/winkels/`).
 * - `MAINTENANCE_RETRY_AFTER`: seconds search engines and clients are told to wait (default 3600).
 * Such a route answers 503 with `Retry-After` and the maintenance page, at its own URL (no redirect), so search
 * engines keep the page and come back later.
 */
export interface MaintenanceConfig {
  routes: { prefix: string; below: boolean }[];
  retryAfterSeconds: number;
}

export function maintenanceConfig(env: Record<string, string | undefined> = process.env): MaintenanceConfig | null {
  const routes = (env.MAINTENANCE_ROUTES ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route.startsWith('/'))
    .map((route) => {
      const below = route.endsWith('*');
      const path = below ? route.slice(0, -1) : route;
      return { prefix: path.endsWith('/') ? path : `${path}/`, below };
    });
  if (routes.length === 0) return null;
  const retry = Number(env.MAINTENANCE_RETRY_AFTER);
  return { routes, retryAfterSeconds: Number.isInteger(retry) && retry > 0 ? retry : 3600 };
}

/** The maintenance page's public path in the request's language, when `pathname` is under maintenance. */
export function maintenancePageFor(pathname: string, config: MaintenanceConfig | null): string | null {
  if (!config) return null;
  const { path, locale } = toInternalPath(pathname.endsWith('/') ? pathname : `${pathname}/`);
  if (path === '/maintenance/') return null;
  const hit = config.routes.some((route) => (route.below ? path.startsWith(route.prefix) : path === route.prefix));
  return hit ? toPublicPath('/maintenance/', locale) : null;
}

/** A page's HTML without its scripts and module preloads (structured data, which is not run, is kept). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}
