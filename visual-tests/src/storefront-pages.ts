import type { Locale } from './matrix.ts';

/** A key page of the shop, at its French and Dutch addresses, with the HTTP status it must answer. */
export interface StorefrontPage {
  name: string;
  status: number;
  paths: Record<Locale, string>;
}

/**
 * The pages the visual suite photographs, on the real server seeded from `content/` (the demo catalogue).
 * The product and category are chosen from that catalogue; the cart is a first visit's (empty) cart.
 */
export const storefrontPages: StorefrontPage[] = [
  { name: 'home', status: 200, paths: { fr: '/', nl: '/nl/' } },
  { name: 'category', status: 200, paths: { fr: '/chien/', nl: '/nl/hond/' } },
  {
    name: 'product',
    status: 200,
    paths: {
      fr: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
      nl: '/nl/producten/brokken-volwassen-hond-middelgrote-rassen-met-kip/',
    },
  },
  { name: 'cart', status: 200, paths: { fr: '/panier/', nl: '/nl/winkelmand/' } },
  { name: 'not-found', status: 404, paths: { fr: '/cette-page-n-existe-pas/', nl: '/nl/deze-pagina-bestaat-niet/' } },
];

/**
 * Whatever changes with the clock or between runs is masked in the screenshots: `<time>` elements and
 * anything a component marks with `data-visual-mask` (e.g. "open now" tags, delivery dates, countdowns).
 */
export const timeDependentSelector = 'time, [data-visual-mask]';

/** The moment the browser's clock is frozen at, so client-side dates render the same on every run. */
export const frozenNow = new Date('2026-06-15T10:00:00+02:00');
