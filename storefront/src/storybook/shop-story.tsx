// The frame a storefront screen's story renders in (storefront/README.md, "Screens in Storybook"): what the shop's
// router gives a screen in the app, per story. A TanStack Query client of its own, a TanStack Router memory router
// at the screen's URL in the toolbar's language (so `Link`, `useLocation` and `useLocale` work, and Dutch URLs come
// out Dutch), the shop's error and 404 pages as the router's defaults (a screen that throws shows what a customer
// would see), the global sheet the shop's root route loads, and a cart the visitor already has, seeded in the
// mocks' state with its token in the cart cookie. The API is answered by MSW over `@gamelle/mocks`
// (`.storybook/storefront/msw.ts`), which `parameters.msw` switches on and fills with scenarios.
import {
  accessToken,
  demoCustomer,
  logInMockSession,
  mockState,
  seedCart,
  seedOrders,
  seedSubscriptionKinds,
  type MockOrderKind,
  type MockSubscriptionKind,
  type SeedLine,
} from '@gamelle/mocks';
import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, use, useState, type ReactNode } from 'react';
import { cartCookie } from '../features/cart/index.ts';
import { ErrorPage, NotFoundPage } from '../features/layout/index.ts';
import {
  createLocaleRewrite,
  createQueryClient,
  isLocale,
  parseSearch,
  stringifySearch,
  toPublicPath,
  type Locale,
  type RouterContext,
} from '../features/shared/index.ts';
import '../styles/global.css.ts';

/** `parameters.shop` of a screen's story. */
export interface ShopParameters {
  /** The screen's URL in the route tree's (French) segments, with its query string: `/panier/`, `/rechercher/?q=chat`. */
  path?: string;
  /** Lines of a cart the visitor already has (variant codes of content/); none: no cart cookie. */
  cart?: readonly SeedLine[];
  /** A promo code already applied to that cart. */
  couponCode?: string;
  /**
   * The visitor is logged in as the mocks' demo customer (Camille Martin: two addresses, two orders): the shop's
   * session proxy (`/_session/api/…`, played by the mocks) carries her token.
   */
  loggedIn?: boolean;
  /** Her orders, oldest first, in place of the seeded two (`[]`: none yet). */
  orders?: readonly MockOrderKind[];
  /** The seeded orders go to a relay point (true) or home (false); unset, every other one. */
  pickupOrders?: boolean;
  /** Her subscriptions, one per state (codes AB0000101…), in place of the seeded one (`[]`: none). */
  subscriptions?: readonly MockSubscriptionKind[];
  /** `'none'`: she has not added a pet yet (the seeded cat Praline is removed). */
  pets?: 'none';
}

/** The logged-in story customer's id (the demo customer's, as the account routes read it from the session). */
export function storyCustomerId(): number {
  const demo = [...mockState.customers.values()].find((c) => c.email === demoCustomer.email);
  if (!demo) throw new Error('The mocks lost their demo customer');
  return demo.id;
}

/** The id of the story customer's first pet (the mocks' cat Praline). */
export function storyPetId(): number {
  const id = storyCustomerId();
  const pet = [...mockState.pets.values()].find((p) => p.customerId === id);
  if (!pet) throw new Error('The story customer has no pet');
  return pet.id;
}

/** The token of the story customer's newest order (the detail stories open it). */
export function storyOrderToken(): string {
  const id = storyCustomerId();
  const mine = [...mockState.orders.values()].filter((o) => o.customerId === id);
  const newest = mine.sort((a, b) => b.placedAt.localeCompare(a.placedAt))[0];
  if (!newest) throw new Error('The story customer has no order');
  return newest.tokenValue;
}

const StoryScreen = createContext<ReactNode>(null);

function Screen() {
  return use(StoryScreen);
}

function ShopFrame({ url, children }: { url: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
    // Every URL renders the story's screen: a click on a link changes the location, not the story.
    const screen = createRoute({ getParentRoute: () => root, path: '$', component: Screen });
    return createRouter({
      routeTree: root.addChildren([screen]),
      history: createMemoryHistory({ initialEntries: [url] }),
      context: { queryClient, origin: window.location.origin },
      rewrite: createLocaleRewrite(),
      trailingSlash: 'always',
      parseSearch,
      stringifySearch,
      defaultNotFoundComponent: NotFoundPage,
      defaultErrorComponent: ErrorPage,
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <StoryScreen value={children}>
        <RouterProvider router={router} />
      </StoryScreen>
    </QueryClientProvider>
  );
}

/** The toolbar's language (`globals.locale`), which the screen's URL follows. */
export const localeOfStory = (globals: Record<string, unknown>): Locale =>
  isLocale(globals['locale']) ? globals['locale'] : 'fr';

/** How long a play function waits for a screen's first data: MSW's first answers include its worker's start. */
export const firstLoad = { timeout: 10_000 };

/**
 * A message as Testing Library's text queries (`getByText`, `findByText`) and `toHaveTextContent` read the page:
 * they fold every run of white space in the page's text, French typography's no-break spaces included (« Merci ! »
 * is written with U+00A0), into one plain space, but compare it with the text they are given as it is. Role names
 * (`getByRole(…, { name })`) keep the no-break spaces: give those the message unchanged.
 */
export const asTextQueriesRead = (message: string): string => message.replace(/\s+/g, ' ').trim();

/**
 * The play function of a story whose API fails: waits for the shop's error page (its retry button). Without it the
 * story counts as rendered while its query is still failing, and a visual shot could catch the error page before
 * its lazily loaded suggestions mark themselves as pending.
 */
export async function showsErrorPage({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const retry = await within(canvasElement).findByRole('button', { name: /^(Réessayer|Opnieuw proberen)$/ }, firstLoad);
  await expect(retry).toBeVisible();
}

const withShop: Decorator = (Story, { parameters, globals }) => {
  const shop = (parameters.shop ?? {}) as ShopParameters;
  const [path = '/', query] = (shop.path ?? '/').split('?');
  const url = `${toPublicPath(path, localeOfStory(globals))}${query ? `?${query}` : ''}`;
  return (
    <ShopFrame url={url}>
      <Story />
    </ShopFrame>
  );
};

/** Before each screen story (after the mocks' state was seeded afresh): the visitor's cart, or none. */
const seedVisitor = ({
  parameters,
  globals,
}: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}) => {
  const shop = (parameters.shop ?? {}) as ShopParameters;
  document.cookie = `${cartCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  if (shop.loggedIn) {
    const id = storyCustomerId();
    logInMockSession(mockState, id, accessToken(demoCustomer.email));
    if (shop.orders) {
      for (const order of [...mockState.orders.values()])
        if (order.customerId === id) mockState.orders.delete(order.tokenValue);
      seedOrders(mockState, id, shop.orders, shop.pickupOrders === undefined ? {} : { pickup: shop.pickupOrders });
    }
    if (shop.subscriptions) {
      for (const sub of [...mockState.subscriptions.values()])
        if (sub.customerId === id) mockState.subscriptions.delete(sub.code);
      seedSubscriptionKinds(mockState, id, shop.subscriptions);
    }
    if (shop.pets === 'none') {
      for (const pet of [...mockState.pets.values()]) if (pet.customerId === id) mockState.pets.delete(pet.id);
    }
  }
  if (!shop.cart) return;
  const token = seedCart(mockState, shop.cart, {
    channelCode: localeOfStory(globals) === 'nl' ? 'gamelle_nl' : 'gamelle_fr',
    couponCode: shop.couponCode ?? null,
  });
  document.cookie = `${cartCookie}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`;
};

/**
 * What a screen's stories file spreads into its `meta`: the frame, the visitor, MSW on with the mocks' handlers,
 * and the screen's URL. Stories add `parameters.msw` (scenarios) and `parameters.shop` (path, cart) of their own.
 */
export function screenMeta(path: string) {
  return {
    decorators: [withShop],
    beforeEach: seedVisitor,
    parameters: { layout: 'fullscreen', msw: [], shop: { path } satisfies ShopParameters },
  } satisfies Partial<Meta>;
}
