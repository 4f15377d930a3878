// @gamelle/mocks: stateful MSW handlers for every call the shop makes (spec §7), seeded from content/, with
// scenarios. Environment-neutral: setupServer lives in ./node.ts, setupWorker in ./browser.ts.
import type { RequestHandler } from 'msw';
import { mockState } from './shared/default-state.ts';
import { createHandlers } from './handlers.ts';
import { resetMockState as resetState } from './shared/state.ts';

export { createHandlers, type HandlerOptions } from './handlers.ts';
export { scenarios, type Target } from './scenarios.ts';
export { mockState } from './shared/default-state.ts';
export { createMockState, demoCustomer, type MockStateOptions } from './shared/state.ts';
export type { MockAddress, MockCart, MockCartItem, MockCustomer, MockState } from './shared/state.ts';
export { cartView } from './cart/view.ts';
export { seedCart, type SeedLine } from './cart/seed.ts';
export { mockGoogleIdentity } from './customer/handlers.ts';
export { logInMockSession } from './customer/session.ts';
export { seedCheckout, mockPickupPoints } from './checkout/handlers.ts';
export { seedOrders, MOCK_ORDER_KINDS, type MockOrder, type MockOrderKind } from './order/orders.ts';
export {
  seedSubscriptionKinds,
  MOCK_SUBSCRIPTION_KINDS,
  type MockSubscriptionKind,
  type MockCardChange,
} from './subscription/subscriptions.ts';
export { mockBuild } from './shared/handlers.ts';
export { accessToken } from './shared/respond.ts';

/** The default handlers, over `mockState`. */
export const handlers: RequestHandler[] = createHandlers(mockState);

/**
 * Puts `state` (the default one when omitted) back as seeded: call it between tests or stories. The clock of its
 * date rules stays as it was, or becomes `now` when given.
 */
export function resetMockState(state = mockState, now?: () => Date): void {
  resetState(state, now);
}
export { newsletterStoryTokens } from './service/newsletter.ts';
export {
  DEMO_SPONSORSHIP_CODE,
  emptySponsorship,
  sponsorshipOf as mockSponsorshipOf,
} from './sponsorship/sponsorships.ts';
