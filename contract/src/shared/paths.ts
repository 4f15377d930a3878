// Every endpoint of spec §7 in one place: bases, path builders (values are URL-encoded) and route patterns
// (`:param`, the syntax Hono and MSW share) so the client, the server and the mocks cannot disagree.

/** Where each API lives, relative to the shop's origin. */
export const API_BASES = {
  shop: '/api/v2',
  content: '/api/content',
  search: '/api/search',
  tracking: '/api/tracking',
  images: '/api/images',
  /** The web-view payment change's own calls (issue 15): its session, not the customer's bearer. */
  webView: '/api/web-view',
  build: '/_build',
} as const;

const e = encodeURIComponent;

/** Shop API paths, relative to `API_BASES.shop`. */
export const shopPaths = {
  orders: () => '/shop/orders',
  order: (token: string) => `/shop/orders/${e(token)}`,
  orderItems: (token: string) => `/shop/orders/${e(token)}/items`,
  orderItem: (token: string, itemId: number | string) => `/shop/orders/${e(token)}/items/${e(String(itemId))}`,
  orderChannel: (token: string) => `/shop/orders/${e(token)}/channel`,
  applyCoupon: (token: string) => `/shop/orders/${e(token)}/apply-coupon`,
  coupon: (token: string, code: string) => `/shop/orders/${e(token)}/coupon/${e(code)}`,
  customerLookup: () => '/shop/customer/lookup',
  customers: () => '/shop/customers',
  customer: (id: number | string) => `/shop/customers/${e(String(id))}`,
  customerPassword: (id: number | string) => `/shop/customers/${e(String(id))}/password`,
  authenticationToken: () => '/shop/authentication-token',
  refreshToken: () => '/shop/authentication-token/refresh',
  revokeToken: () => '/shop/authentication-token/revoke',
  resetPasswordRequests: () => '/shop/reset-password-requests',
  resetPasswordRequest: (token: string) => `/shop/reset-password-requests/${e(token)}`,
  addresses: () => '/shop/addresses',
  address: (id: number | string) => `/shop/addresses/${e(String(id))}`,
  channel: (code: string) => `/shop/channels/${e(code)}`,
  channelFeatures: (code: string) => `/shop/channels/${e(code)}/features`,
  productReviews: () => '/shop/product-reviews',
} as const;

/** The same paths as route patterns, for the server's router and the mock handlers. */
export const shopRoutes = {
  orders: '/shop/orders',
  order: '/shop/orders/:token',
  orderItems: '/shop/orders/:token/items',
  orderItem: '/shop/orders/:token/items/:itemId',
  orderChannel: '/shop/orders/:token/channel',
  applyCoupon: '/shop/orders/:token/apply-coupon',
  coupon: '/shop/orders/:token/coupon/:code',
  customerLookup: '/shop/customer/lookup',
  customers: '/shop/customers',
  customer: '/shop/customers/:id',
  customerPassword: '/shop/customers/:id/password',
  authenticationToken: '/shop/authentication-token',
  refreshToken: '/shop/authentication-token/refresh',
  revokeToken: '/shop/authentication-token/revoke',
  resetPasswordRequests: '/shop/reset-password-requests',
  resetPasswordRequest: '/shop/reset-password-requests/:token',
  addresses: '/shop/addresses',
  address: '/shop/addresses/:id',
  channel: '/shop/channels/:code',
  channelFeatures: '/shop/channels/:code/features',
  productReviews: '/shop/product-reviews',
} as const satisfies Record<keyof typeof shopPaths, string>;

/** Content API paths, relative to `API_BASES.content`. */
export const contentPaths = {
  productBySku: (sku: string) => `/b2c-products/sku-${e(sku)}`,
  productBySlug: (slug: string) => `/b2c-products/${e(slug)}`,
  products: () => '/b2c-products',
  categoryProducts: (category: string) => `/b2c-products/b2c-categories/${category.split('/').map(e).join('/')}`,
  header: () => '/b2c-header',
  footer: () => '/b2c-footer',
  rationReco: () => '/b2c-rations/getReco',
  recommendation: () => '/b2c-recommendation/getReco',
  crossSells: (key: string) => `/b2c-cross-sells/${e(key)}`,
  /** A page by its key (e.g. `page/cgv`): slashes around it are trimmed, the ones inside kept. */
  page: (pageKey: string) => `/${trimSlashes(pageKey).split('/').map(e).join('/')}`,
  locales: () => '/b2c-locales',
} as const;

export const contentRoutes = {
  productBySku: '/b2c-products/sku-:sku',
  productBySlug: '/b2c-products/:slug',
  products: '/b2c-products',
  categoryProducts: '/b2c-products/b2c-categories/*',
  header: '/b2c-header',
  footer: '/b2c-footer',
  rationReco: '/b2c-rations/getReco',
  recommendation: '/b2c-recommendation/getReco',
  crossSells: '/b2c-cross-sells/:key',
  page: '/*',
  locales: '/b2c-locales',
} as const satisfies Record<keyof typeof contentPaths, string>;

/** Search, tracking, image hosting and build checks, each relative to its base. */
export const searchPaths = { search: () => '/', suggestions: () => '/suggestions' } as const;
export const trackingPaths = { event: () => '/', report: (campaign: string) => `/report/${e(campaign)}` } as const;
export const imagePaths = {
  auth: () => '/auth',
  upload: () => '/upload',
  /** A stored image, resized on request (`?w=&h=&format=&quality=&blur=&progressive=&v=`). */
  image: (path: string) => `/${trimSlashes(path).split('/').map(e).join('/')}`,
} as const;
export const buildPaths = {
  latest: () => '/latest.json',
  /** The data a route needs, fetched ahead of navigation (`/produits/x/` → `/_build/payload/produits/x/payload.json`). */
  payload: (routePath: string) => `/payload/${trimSlashes(routePath)}${trimSlashes(routePath) ? '/' : ''}payload.json`,
} as const;

/** Cross-sell keys of spec §7. */
export function crossSellKey(animalType: 'dog' | 'cat' | 'divers'): string {
  return animalType === 'divers' ? 'cross_sell_divers' : `cross_sell_produit_${animalType}`;
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
