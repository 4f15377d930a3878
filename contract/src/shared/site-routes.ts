// Spec §2's URL table, shared by the storefront (its router's rewrite), content and the server's e-mails. No zod.
import { DEFAULT_LOCALE as defaultLocale, type Locale } from './locales.ts';

/**
 * Every screen of spec §2, French and Dutch, in one table. The router's route tree is written in the French
 * paths; `toInternalPath` and `toPublicPath` (the router's `rewrite`) map Dutch URLs onto it and back, so one
 * route file serves both languages and links stay typed.
 *
 * Pattern syntax (TanStack Router's): `$name` a parameter, `{-$name}` an optional parameter,
 * `{$name}-suffix` a parameter followed by fixed text, `$` the catch-all. Patterns end with a slash.
 */
export const routesTable = [
  { screen: 'home', fr: '/', nl: '/' },
  { screen: 'page', fr: '/page/$page/', nl: '/pagina/$page/' },
  { screen: 'search', fr: '/rechercher/', nl: '/zoeken/' },
  { screen: 'contact', fr: '/nous-contacter/', nl: '/contact-ons/' },
  { screen: 'landing', fr: '/landing/$landing/', nl: '/landing/$landing/' },
  { screen: 'stores', fr: '/magasins/', nl: '/winkels/' },
  { screen: 'store', fr: '/magasins/$shop/', nl: '/winkels/$shop/' },
  { screen: 'maintenance', fr: '/maintenance/', nl: '/maintenance/' },
  { screen: 'faq', fr: '/faq/{-$faqQuery}/', nl: '/faq/{-$faqQuery}/' },
  { screen: 'account', fr: '/mon-compte/', nl: '/mijn-account/' },
  { screen: 'accountWelcome', fr: '/mon-compte/bienvenue/', nl: '/mijn-account/welkom/' },
  { screen: 'login', fr: '/connexion/', nl: '/verbinding/' },
  {
    screen: 'forgotPassword',
    fr: '/mot-de-passe-oublie/$forgotPassword/',
    nl: '/wachtwoord-vergeten/$forgotPassword/',
  },
  { screen: 'cart', fr: '/panier/', nl: '/winkelmand/' },
  { screen: 'kibbleGuide', fr: '/guide-croquettes/', nl: '/brokkengids/' },
  { screen: 'kibbleGuidePet', fr: '/guide-croquettes/$animal/', nl: '/brokkengids/$animal/' },
  {
    screen: 'kibbleGuideResult',
    fr: '/guide-croquettes/$animal/recommandations/',
    nl: '/brokkengids/$animal/aanbevelingen/',
  },
  { screen: 'samples', fr: '/produits/echantillons/$sample/', nl: '/producten/proefpakketten/$sample/' },
  { screen: 'product', fr: '/produits/$product/{-$format}/', nl: '/producten/$product/{-$format}/' },
  { screen: 'addresses', fr: '/mon-compte/mes-adresses/', nl: '/mijn-account/mijn-adressen/' },
  { screen: 'petAdd', fr: '/mon-compte/mes-animaux/ajouter/', nl: '/mijn-account/mijn-huisdieren/add/' },
  { screen: 'pets', fr: '/mon-compte/mes-animaux/', nl: '/mijn-account/mijn-huisdieren/' },
  { screen: 'pet', fr: '/mon-compte/mes-animaux/$animal/', nl: '/mijn-account/mijn-huisdieren/$animal/' },
  {
    screen: 'petEdit',
    fr: '/mon-compte/mes-animaux/$animal/modifier/',
    nl: '/mijn-account/mijn-huisdieren/$animal/edit/',
  },
  { screen: 'orders', fr: '/mon-compte/mes-commandes/', nl: '/mijn-account/mijn-bestellingen/' },
  { screen: 'order', fr: '/mon-compte/mes-commandes/$order/', nl: '/mijn-account/mijn-bestellingen/$order/' },
  {
    screen: 'personalData',
    fr: '/mon-compte/mes-informations-personnelles/',
    nl: '/mijn-account/mijn-persoonlijke-gegevens/',
  },
  { screen: 'sponsorships', fr: '/mon-compte/mes-parrainages/', nl: '/mijn-account/mijn-aangedragen-vrienden/' },
  { screen: 'subscriptions', fr: '/mon-compte/mes-abonnements/', nl: '/mijn-account/mijn-abonnementen/' },
  {
    screen: 'subscription',
    fr: '/mon-compte/mes-abonnements/$subscription/',
    nl: '/mijn-account/mijn-abonnementen/$subscription/',
  },
  {
    screen: 'subscriptionHistory',
    fr: '/mon-compte/mes-abonnements/$subscription/historique/',
    nl: '/mijn-account/mijn-abonnementen/$subscription/geschiedenis/',
  },
  {
    screen: 'subscriptionHistoryOrder',
    fr: '/mon-compte/mes-abonnements/$subscription/historique/$order/',
    nl: '/mijn-account/mijn-abonnementen/$subscription/geschiedenis/$order/',
  },
  { screen: 'checkout', fr: '/commande/$order/', nl: '/bestelling/$order/' },
  { screen: 'checkoutConfirmation', fr: '/commande/$order/confirmation/', nl: '/bestelling/$order/bevestiging/' },
  { screen: 'nutritionGuideFull', fr: '/userGuide/guide-nutrition-full/', nl: '/userGuide/guide-nutrition-full/' },
  {
    screen: 'nutritionGuideShort',
    fr: '/userGuide/guide-nutrition-short/',
    nl: '/userGuide/guide-nutrition-short/',
  },
  { screen: 'nutritionGuidePet', fr: '/guide-bi-nutrition/$animal/', nl: '/gids-bi-voeding/$animal/' },
  {
    screen: 'nutritionGuidePetResult',
    fr: '/guide-bi-nutrition/$animal/recommandations/',
    nl: '/gids-bi-voeding/$animal/aanbevelingen/',
  },
  { screen: 'miniNutritionGuidePet', fr: '/mini-guide-bi-nutrition/$animal/', nl: '/mini-gids-bi-voeding/$animal/' },
  {
    screen: 'miniNutritionGuidePetResult',
    fr: '/mini-guide-bi-nutrition/$animal/recommandations/',
    nl: '/mini-gids-bi-voeding/$animal/aanbevelingen/',
  },
  {
    screen: 'webViewPayment',
    fr: '/web-view/{$subscription}-changement-de-paiement/',
    nl: '/web-view/{$subscription}-betalingswijziging/',
  },
  { screen: 'webViewDemo', fr: '/webView/demo/', nl: '/webView/demo/' },
  // Not in spec §2 (issue 17's double opt-in): the newsletter e-mails' links.
  {
    screen: 'newsletterConfirmation',
    fr: '/newsletter/confirmation/$token/',
    nl: '/nieuwsbrief/bevestiging/$token/',
  },
  {
    screen: 'newsletterUnsubscribe',
    fr: '/newsletter/desinscription/$token/',
    nl: '/nieuwsbrief/uitschrijven/$token/',
  },
  // Spec §2's other Dutch links (/nl/abonnement/hond/, /nl/abonnement/kat/): the way into a subscription for a dog
  // or a cat (issue 16 leads them to the kibble guide's entrance).
  { screen: 'subscriptionStart', fr: '/abonnement/$animal/', nl: '/abonnement/$animal/' },
  // Not in spec §2 (issue 16's sponsorships): the page a sponsor's personal link opens.
  { screen: 'sponsorshipLink', fr: '/parrainage/$code/', nl: '/vriendencode/$code/' },
  // Last and weakest: any other path is a category (its slugs are translated by the catalogue, not here).
  { screen: 'category', fr: '/$/', nl: '/$/' },
] as const satisfies readonly RouteRow[];

export type Screen = (typeof routesTable)[number]['screen'];

export interface RouteRow {
  screen: string;
  fr: string;
  nl: string;
}

/** Splits a public URL path into its locale and its path in the route tree (French segments). */
export function toInternalPath(publicPath: string): { locale: Locale; path: string } {
  const isDutch = publicPath === '/nl' || publicPath.startsWith('/nl/');
  if (!isDutch) return { locale: defaultLocale, path: publicPath };
  const dutchPath = publicPath.slice(3) || '/';
  return { locale: 'nl', path: translatePath(dutchPath, 'nl', 'fr') };
}

/** The public URL path of a route-tree path in a locale: Dutch segments under /nl, French unchanged. */
export function toPublicPath(internalPath: string, locale: Locale): string {
  return withLocalePrefix(translatePath(internalPath, defaultLocale, locale), locale);
}

/**
 * The public URL path of a screen in a locale, parameters filled in (`sitePath('product', 'nl', { product: 'x' })`
 * is `/nl/producten/x/`); an optional parameter left out is dropped. For content, e-mails and the search index.
 * A category is the catch-all row: its path in that locale's slugs is `_splat`, slashes kept
 * (`sitePath('category', 'nl', { _splat: 'hond/brokken' })` is `/nl/hond/brokken/`).
 */
export function sitePath(screen: Screen, locale: Locale, params: Record<string, string> = {}): string {
  const row = routesTable.find((r) => r.screen === screen)!;
  const values: Values = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = name === '_splat' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  }
  // The locale's own pattern: values already in that language are never read back through the other's table.
  return withLocalePrefix(fill(compiled(row)[locale], values), locale);
}

/** Spec §2: French without prefix, Dutch under /nl. */
function withLocalePrefix(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/**
 * The screen a public URL path leads to, with its locale and parameters, for code that reads paths outside the
 * router (the login's redirect target, the web-view door): `/nl/verbinding/` is `{ screen: 'login', locale: 'nl' }`.
 */
export function screenAt(publicPath: string): { screen: Screen; locale: Locale; params: Record<string, string> } {
  const { locale, path } = toInternalPath(publicPath);
  const found = bestMatch(path, 'fr');
  return { screen: (found?.row.screen ?? 'category') as Screen, locale, params: found?.values ?? {} };
}

/** Which screen of the table a route-tree path belongs to. */
export function screenOf(internalPath: string): Screen {
  return (bestMatch(internalPath, 'fr')?.row.screen ?? 'category') as Screen;
}

/** Rewrites a path written in one language's segments into the other's, keeping parameter values. */
export function translatePath(path: string, from: Locale, to: Locale): string {
  if (from === to) return path;
  const found = bestMatch(path, from);
  if (!found) return path;
  const translated = fill(compiled(found.row)[to], found.values);
  // Keep the caller's trailing-slash form: the server, not the rewrite, decides on redirects.
  return path.endsWith('/') || translated === '/' ? translated : translated.slice(0, -1);
}

type Segment =
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string; suffix: string; optional: boolean }
  | { kind: 'splat' };

interface CompiledRow {
  row: RouteRow;
  fr: Segment[];
  nl: Segment[];
}

const table: CompiledRow[] = routesTable.map((row) => ({ row, fr: parse(row.fr), nl: parse(row.nl) }));

function compiled(row: RouteRow): CompiledRow {
  return table.find((c) => c.row === row)!;
}

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '$') return { kind: 'splat' };
      const optional = /^\{-\$(\w+)\}$/.exec(part);
      if (optional) return { kind: 'param', name: optional[1]!, suffix: '', optional: true };
      const withSuffix = /^\{\$(\w+)\}(.+)$/.exec(part);
      if (withSuffix) return { kind: 'param', name: withSuffix[1]!, suffix: withSuffix[2]!, optional: false };
      if (part.startsWith('$')) return { kind: 'param', name: part.slice(1), suffix: '', optional: false };
      return { kind: 'static', text: part };
    });
}

type Values = Record<string, string>;

/**
 * The most specific row matching the path: segment by segment, fixed text beats a parameter with fixed text,
 * which beats a plain parameter, which beats the catch-all (so `/produits/echantillons/x/` is a sample pack,
 * not a product named "echantillons").
 */
function bestMatch(path: string, locale: Locale): { row: RouteRow; values: Values } | null {
  const parts = path.split('/').filter(Boolean);
  let best: { row: RouteRow; values: Values; score: number[] } | null = null;
  for (const c of table) {
    const result = match(c[locale], parts);
    if (!result) continue;
    if (!best || compareScores(result.score, best.score) > 0) best = { row: c.row, ...result };
  }
  return best;
}

function match(segments: Segment[], parts: string[]): { values: Values; score: number[] } | null {
  const values: Values = {};
  const score: number[] = [];
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    if (segment.kind === 'splat') {
      values['_splat'] = parts.slice(i).join('/');
      return parts.length > i ? { values, score: [...score, 0] } : null;
    }
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional && i === segments.length - 1) return { values, score };
      return null;
    }
    if (segment.kind === 'static') {
      if (part !== segment.text) return null;
      score.push(3);
    } else if (segment.suffix) {
      if (!part.endsWith(segment.suffix) || part.length === segment.suffix.length) return null;
      values[segment.name] = part.slice(0, -segment.suffix.length);
      score.push(2);
    } else {
      values[segment.name] = part;
      score.push(1);
    }
  }
  return parts.length === segments.length ? { values, score } : null;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

function fill(segments: Segment[], values: Values): string {
  const parts: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'static') parts.push(segment.text);
    else if (segment.kind === 'splat') parts.push(values['_splat'] ?? '');
    else if (values[segment.name] !== undefined) parts.push(values[segment.name] + segment.suffix);
  }
  const joined = parts.filter(Boolean).join('/');
  return joined ? `/${joined}/` : '/';
}
