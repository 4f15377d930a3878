// Node entry (Vitest, scripts): an MSW server over the default handlers, and a factory for isolated ones.
import { setupServer } from 'msw/node';
import { handlers } from './index.ts';
import { createHandlers } from './handlers.ts';
import { createMockState, type MockState } from './shared/state.ts';

export * from './index.ts';

/** Intercepts fetch in this process with the default handlers: `server.listen()` / `resetHandlers()` / `close()`. */
export const server = setupServer(...handlers);

/** A server with its own state, so tests running in parallel files never share carts. */
export function createMockServer(state: MockState = createMockState()) {
  return { server: setupServer(...createHandlers(state)), state };
}
