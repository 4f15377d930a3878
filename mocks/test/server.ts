// Test helper: an MSW server with its own state (parallel test files never share carts) on a fixed clock, so no
// test depends on today's date; handlers and state are put back after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { createMockState, resetMockState } from '../src/index.ts';

/** The mocks' business clock in tests: every coupon of content/ but ETE2025 is valid then. */
export const testNow = new Date('2026-12-01T10:00:00.000Z');

export function setupMockServer() {
  const mock = createMockServer(createMockState({ now: () => testNow }));
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    mock.server.resetHandlers();
    resetMockState(mock.state, () => testNow);
  });
  afterAll(() => mock.server.close());
  return mock;
}
