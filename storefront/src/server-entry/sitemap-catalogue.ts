import type { CategoryListing } from '@gamelle/contract/catalogue/category';
import type { Footer, Header } from '@gamelle/contract/content/page';
import type { StoreCollection } from '@gamelle/contract/service/stores';
import { contentPaths } from '@gamelle/contract/shared/paths';
import { animalCategorySlugs } from '../features/shared/index.ts';
import { menuAlternates } from '../features/content/index.ts';
import { isBuiltPath, screenOf, toInternalPath, toPublicPath, type Screen } from '../features/shared/index.ts';
import type { SitemapEntry } from './sitemap.ts';

/** Screens search engines are told to skip (spec §2): never in the sitemap. */
const hidden: ReadonlySet<Screen> = new Set<Screen>([
  'search',
  'account',
  'accountWelcome',
  'login',
  'forgotPassword',
  'cart',
  'checkout',
  'checkoutConfirmation',
  'kibbleGuide',
  'kibbleGuidePet',
  'kibbleGuideResult',
  'nutritionGuideFull',
  'nutritionGuideShort',
  'nutritionGuidePet',
  'nutritionGuidePetResult',
  'miniNutritionGuidePet',
  'miniNutritionGuidePetResult',
  'subscriptions',
  'subscription',
  'subscriptionHistory',
  'subscriptionHistoryOrder',
  'webViewPayment',
  'webViewDemo',
  'maintenance',
]);

/**
 * Public catalogue pages in both languages, from the content API: every category and page the menus link to
 * (paired French/Dutch), and every product of the dog and cat catalogues (paired by SKU).
 */
export async function catalogueSitemapEntries(
  call: (path: string) => Promise<Response>,
  routePaths: ReadonlySet<string>,
): Promise<SitemapEntry[]> {
  const json = async <T>(path: string): Promise<T> => {
    const response = await call(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const menus = (locale: 'fr' | 'nl') =>
    Promise.all([
      json<Header>(`/content${contentPaths.header()}?locale=${locale}`),
      json<Footer>(`/content${contentPaths.footer()}?locale=${locale}`),
    ]).then(([header, footer]) => ({ header, footer }));
  const products = async (locale: 'fr' | 'nl') => {
    const slugs = animalCategorySlugs[locale];
    const listings = await Promise.all(
      [slugs.dog, slugs.cat].map((slug) =>
        json<CategoryListing>(`/content${contentPaths.categoryProducts(slug)}?locale=${locale}`),
      ),
    );
    return new Map(listings.flatMap((l) => l.products).map((p) => [p.sku, p.slug]));
  };
  const [frMenus, nlMenus, frProducts, nlProducts] = await Promise.all([
    menus('fr'),
    menus('nl'),
    products('fr'),
    products('nl'),
  ]);

  const entries = new Map<string, SitemapEntry>();
  for (const pair of menuAlternates(frMenus, nlMenus).values()) {
    // Only pages that answer 200: a menu entry whose screen has no route yet is left out (issue 12).
    if (!hidden.has(screenOf(toInternalPath(pair.fr).path)) && isBuiltPath(pair.fr, routePaths))
      entries.set(pair.fr, pair);
  }
  for (const [sku, frSlug] of frProducts) {
    const nlSlug = nlProducts.get(sku);
    if (!nlSlug) continue;
    const fr = `/produits/${frSlug}/`;
    entries.set(fr, { fr, nl: toPublicPath(`/produits/${nlSlug}/`, 'nl') });
  }
  return [...entries.values()];
}

/** Every store's own page (`/magasins/{shop}/`, `/nl/winkels/{shop}/`: the slug is the same in both languages). */
export async function storeSitemapEntries(call: (path: string) => Promise<Response>): Promise<SitemapEntry[]> {
  const response = await call('/v2/shop/stores');
  if (!response.ok) throw new Error(`/v2/shop/stores: ${response.status}`);
  const list = (await response.json()) as StoreCollection;
  return list['hydra:member'].map((store) => {
    const fr = `/magasins/${encodeURIComponent(store.slug)}/`;
    return { fr, nl: toPublicPath(fr, 'nl') };
  });
}
