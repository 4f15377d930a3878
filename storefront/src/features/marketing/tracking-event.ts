// The tracking event of spec §7, built from what the page is: pure functions (unit-tested), no browser globals.
import type { ClientType, ConnectionState, TrackingEvent } from '@gamelle/contract/marketing/tracking';
import type { Locale } from '../shared/index.ts';

/** The shop's name in `app_name` (name plus locale, e.g. `gamelle-nl`). */
export const APP_NAME = 'gamelle';

export type VisitorMarker = 'anonymous' | 'logged' | 'subscriber';

export interface PageFacts {
  locale: Locale;
  /** The channel's store code (`gamelle_fr`, `gamelle_nl`). */
  storeCode: string;
  /** `production` or `development`. */
  platformEnv: string;
  /** The public URL of the page (with its query string). */
  url: URL;
  /** The page's template (home, category, product, cart…) and its category codes (at most three). */
  template: string;
  categories: readonly string[];
  visitor: VisitorMarker;
  abtests: Record<string, string>;
}

export function appName(locale: Locale): string {
  return `${APP_NAME}-${locale}`;
}

/** The fields every event carries. */
export function baseEvent(event: TrackingEvent['event'], page: PageFacts): TrackingEvent {
  return {
    event,
    platform_env: page.platformEnv,
    site_entity: 'store',
    country_version: page.locale,
    store_code: page.storeCode,
    app_name: appName(page.locale),
    abtests: { ...page.abtests },
  };
}

/** The first event of a visit: where it landed and who the visitor is. */
export function initEvent(page: PageFacts): TrackingEvent {
  const [category_1, category_2, category_3] = page.categories;
  return {
    ...baseEvent('init', page),
    page_location: clip(page.url.href, 2048),
    page_template: page.template,
    ...(category_1 ? { category_1 } : {}),
    ...(category_2 ? { category_2 } : {}),
    ...(category_3 ? { category_3 } : {}),
    user_data: userData(page.visitor),
  };
}

/** A page view after a navigation: its path, its query without utm_ parameters, and the utm_ ones when present. */
export function pageViewEvent(page: PageFacts): TrackingEvent {
  const { query, utm } = splitQuery(page.url.searchParams);
  const [category_1, category_2, category_3] = page.categories;
  return {
    ...baseEvent('page_view', page),
    page_template: page.template,
    ...(category_1 ? { category_1 } : {}),
    ...(category_2 ? { category_2 } : {}),
    ...(category_3 ? { category_3 } : {}),
    page_path: clip(page.url.pathname, 2048),
    page_query: clip(query, 2048),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** The query string without its utm_ parameters, and the utm_ parameters (at most 10, values up to 255). */
export function splitQuery(params: URLSearchParams): { query: string; utm: Record<string, string> } {
  const kept = new URLSearchParams();
  const utm: Record<string, string> = {};
  for (const [name, value] of params) {
    if (/^utm_/i.test(name)) {
      if (Object.keys(utm).length < 10 && name.length <= 64 && value.length > 0) utm[name] = clip(value, 255);
    } else kept.append(name, value);
  }
  return { query: kept.toString(), utm };
}

/**
 * Analytics' visitor type and connection state from the page's visitor marker (spec §4). A customer who subscribes
 * has ordered: an old client; a logged-in customer without a subscription counts as a new one (the marker says no
 * more).
 */
export function userData(visitor: VisitorMarker): { client_type: ClientType; connection_state: ConnectionState } {
  if (visitor === 'anonymous') return { client_type: 'Guest', connection_state: 'Non-connected' };
  return { client_type: visitor === 'subscriber' ? 'Old client' : 'New client', connection_state: 'Connected' };
}

/**
 * The tracker's `locale`: the language with the visitor's country when it is known — the one they chose with the
 * switcher (`fr`, `be`, `lu`; an older saved `nl` was the Dutch-speaking Belgian site), else the region of their browser's first language among
 * France, Belgium and Luxembourg — else the language alone (the tracker then takes the site's country).
 */
export function trackingLocale(
  locale: Locale,
  chosenCountry: string | undefined,
  browserLanguages: readonly string[],
): string {
  const chosen = chosenCountry === 'nl' ? 'BE' : chosenCountry?.toUpperCase();
  if (chosen === 'FR' || chosen === 'BE' || chosen === 'LU') return `${locale}-${chosen}`;
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region === 'FR' || region === 'BE' || region === 'LU') return `${locale}-${region}`;
    if (region) break;
  }
  return locale;
}

/** The page template of a route of the tree (the French route ids). */
export function pageTemplate(routeId: string): string {
  if (routeId === '/') return 'home';
  if (routeId === '/$') return 'category';
  if (routeId.startsWith('/produits/echantillons/')) return 'sample';
  if (routeId.startsWith('/produits/')) return 'product';
  if (routeId === '/panier') return 'cart';
  if (routeId === '/rechercher') return 'search';
  if (routeId.startsWith('/page/') || routeId.startsWith('/landing/')) return 'page';
  if (routeId.startsWith('/commande/')) return 'checkout';
  if (routeId.startsWith('/mon-compte') || routeId === '/connexion') return 'account';
  if (routeId.startsWith('/faq') || routeId.startsWith('/magasins')) return 'service';
  return 'other';
}

function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}
