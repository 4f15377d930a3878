import { securityHeaders } from '@gamelle/contract/shared/security-headers';
import { Hono } from 'hono';
import type { DatabaseHandle } from './shared/db/database.ts';
import { errorAnswer } from './shared/http/error-answer.ts';
import { healthRoutes } from './shared/http/health.ts';
import { type ServiceOverrides, createServices } from './shared/services.ts';
import { addressRoutes } from './address/routes.ts';
import { petRoutes, photoUploadPath } from './pet/routes.ts';
import { guideRoutes } from './guide/routes.ts';
import { uploadsDir } from './pet/photos.ts';
import { storeRoutes } from './store/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { checkoutRoutes, pickupPointRoutes } from './checkout/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { customerRoutes } from './customer/routes.ts';
import { jsonBodyLimit } from './shared/http/validation.ts';
import { contentRoutes } from './content/routes.ts';
import { docsRoutes } from './shared/docs/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { imageRoutes } from './shared/images/routes.ts';
import { localIssuerRoutes } from './customer/local-issuer-routes.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { webViewRoutes } from './subscription/web-view-routes.ts';
import { newsletterRoutes } from './service/newsletter-routes.ts';
import { contactRequestPath, contactRoutes } from './service/contact-routes.ts';
import { sponsorshipRoutes } from './sponsorship/routes.ts';
import { trackingRoutes } from './marketing/routes.ts';
import { featureRoutes } from './shared/feature-routes.ts';

export interface ApiOptions extends ServiceOverrides {
  db: DatabaseHandle;
}

/**
 * The shop's HTTP API, without its `/api` prefix: the storefront's Node entry mounts it under `/api`,
 * and `cli/serve.ts` runs it on its own when the API is a separate service.
 */
export function createApi({ db, ...overrides }: ApiOptions): Hono {
  const services = createServices(db, overrides);
  const api = new Hono();
  // Every answer, errors included, gets the shop's security headers (a route's own, e.g. an image's CSP, wins).
  const headers = securityHeaders({ production: services.config.production });
  api.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.header(name, value);
  });
  // The pet photo upload and the contact form (its attachment) have their own, larger limits (their routes.ts).
  api.use((c, next) =>
    c.req.path.endsWith(photoUploadPath) || c.req.path.endsWith(contactRequestPath) ? next() : jsonBodyLimit(c, next),
  );
  // A clock shifted by an operator (development, tests, demos) reads its offset before each request.
  const { clock } = services;
  if (clock.refresh)
    api.use(async (_, next) => {
      await clock.refresh!();
      await next();
    });
  api.route('/health', healthRoutes(db));
  // The Shop API of spec §7: one mount per domain, each domain's routes.ts naming its own paths.
  // The checkout first: its PUT /orders/{token} with addresses goes before the cart's PUT (attach the customer).
  api.route('/v2/shop', checkoutRoutes(services));
  api.route('/v2/shop', pickupPointRoutes(services));
  api.route('/v2/shop', cartRoutes(services));
  api.route('/v2/shop', featureRoutes(services));
  api.route('/payment', paymentRoutes(services));
  api.route('/v2/shop', customerRoutes(services));
  api.route('/v2/shop', addressRoutes(services));
  api.route('/v2/shop', subscriptionRoutes(services));
  api.route('/web-view', webViewRoutes(services));
  api.route('/v2/shop', petRoutes(services));
  api.route('/v2/shop', storeRoutes(services));
  api.route('/v2/shop', catalogueRoutes(services));
  api.route('/v2/shop', guideRoutes(services));
  api.route('/v2/shop', newsletterRoutes(services));
  api.route('/v2/shop', contactRoutes(services));
  api.route('/v2/shop', sponsorshipRoutes(services));
  api.route('/content', contentRoutes(services));
  // The search service's call is `/search/?q=` (the contract's searchPaths), and `/search?q=` is kept working too.
  const search = searchRoutes(services);
  api.route('/search', search);
  api.route('/search/', search);
  // The tracker of spec §7 is called as `POST {base}/`; `/tracking` without the slash is kept working too.
  const tracking = trackingRoutes(services);
  api.route('/tracking', tracking);
  api.route('/tracking/', tracking);
  api.route('/uploads/images', imageRoutes(uploadsDir));
  api.route('/images', imageRoutes());
  api.route('/docs', docsRoutes());
  const localIssuer = localIssuerRoutes(services);
  if (localIssuer) api.route('/v2/dev/local-issuer', localIssuer);
  // Keep last. A catch-all route rather than notFound(): a mounted sub-app's notFound is not consulted by its parent.
  api.all('*', (c) => c.json({ code: 404, message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError(errorAnswer);
  return api;
}
