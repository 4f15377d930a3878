// @gamelle/mocks: stateful MSW handlers for every call the shop makes (spec §7), seeded from content/, with
// scenarios. Environment-neutral: setupServer lives in ./node.ts, setupWorker in ./browser.ts.
import type { RequestHandler } from 'msw';
import { mockState } from './default-state.ts';
import { createHandlers } from './handlers/index.ts';
import { resetMockState as resetState } from './state.ts';

export { createHandlers, type HandlerOptions } from './handlers/index.ts';
export { scenarios, type Target } from './scenarios.ts';
export { mockState } from './default-state.ts';
export { createMockState, demoCustomer } from './state.ts';
export type { MockAddress, MockCart, MockCartItem, MockCustomer, MockState } from './state.ts';
export { cartView } from './cart-view.ts';
export { mockGoogleIdentity } from './handlers/customer.ts';
export { mockBuild } from './handlers/services.ts';
export { accessToken } from './respond.ts';

/** The default handlers, over `mockState`. */
export const handlers: RequestHandler[] = createHandlers(mockState);

/** Puts `state` (the default one when omitted) back as seeded: call it between tests or stories. */
export function resetMockState(state = mockState): void {
  resetState(state);
}
