// Every handler of spec §7, bound to one state, one domain folder each (the same domains as the contract, the
// server and the storefront). Order matters where patterns overlap (MSW takes the first match): the content
// domain's page route matches any content-API path, so it comes after catalogue and guide.
import type { RequestHandler } from 'msw';
import { addressHandlers } from './address/handlers.ts';
import { channelHandlers } from './cart/channel.ts';
import { checkoutHandlers } from './checkout/handlers.ts';
import { cartHandlers } from './cart/handlers.ts';
import { catalogueHandlers } from './catalogue/handlers.ts';
import { contentHandlers } from './content/handlers.ts';
import { customerHandlers } from './customer/handlers.ts';
import { sessionHandlers } from './customer/session.ts';
import { guideHandlers } from './guide/handlers.ts';
import { marketingHandlers } from './marketing/handlers.ts';
import { orderHandlers } from './order/handlers.ts';
import { subscriptionHandlers } from './subscription/handlers.ts';
import { webViewHandlers } from './subscription/web-view-handlers.ts';
import { petHandlers } from './pet/handlers.ts';
import { petGuideHandlers } from './guide/pet-guides.ts';
import { searchHandlers } from './search/handlers.ts';
import { serviceHandlers } from './service/handlers.ts';
import { newsletterHandlers } from './service/newsletter.ts';
import { contactHandlers } from './service/contact.ts';
import { sponsorshipHandlers } from './sponsorship/handlers.ts';
import { featureHandlers } from './shared/features.ts';
import { sharedHandlers } from './shared/handlers.ts';
import { defaultHandlerOptions, type HandlerOptions } from './shared/options.ts';
import type { MockState } from './shared/state.ts';

export type { HandlerOptions } from './shared/options.ts';

export function createHandlers(state: MockState, options: Partial<HandlerOptions> = {}): RequestHandler[] {
  const resolved: HandlerOptions = { ...defaultHandlerOptions, ...options };
  const api: RequestHandler[] = [
    // Before the cart's: a cart in checkout (addressed and on) and a placed order are answered here, a cart goes on.
    ...checkoutHandlers(state),
    ...orderHandlers(state),
    ...subscriptionHandlers(state),
    ...webViewHandlers(state),
    ...cartHandlers(state, resolved),
    ...channelHandlers(),
    ...featureHandlers(),
    ...customerHandlers(state),
    ...addressHandlers(state, resolved),
    ...petGuideHandlers(state),
    ...petHandlers(state),
    ...catalogueHandlers(resolved),
    ...guideHandlers(),
    ...contentHandlers(),
    ...searchHandlers(resolved),
    ...serviceHandlers(state, resolved),
    ...newsletterHandlers(state),
    ...contactHandlers(state),
    ...sponsorshipHandlers(state),
    ...marketingHandlers(state),
    ...sharedHandlers(),
  ];
  // The storefront's session proxy first: its paths (`/_session/api/…`) also match the API's `*/api/…` patterns.
  return [...sessionHandlers(state, () => api), ...api];
}
