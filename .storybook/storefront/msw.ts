// MSW in Storybook (msw-storybook-addon) over `@gamelle/mocks`: the worker starts with the mocks' handlers the
// first time a story asks for it, and before each such story the mocks' state is seeded afresh on a fixed clock.
// A story asks by setting `parameters.msw` (the handlers to put in front of the defaults, `[]` for none, e.g.
// `scenarios.serverError()`). The design system's stories fetch nothing and never start it.
import type { Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** The mocks' business clock in stories (coupon validity, live campaigns): never today's date. */
export const storyNow = new Date('2026-11-23T10:00:00.000Z');

const startWithMocks = mswLoader(async () => {
  const { startMockWorker, worker } = await import('../../mocks/src/browser.ts');
  await startMockWorker();
  return worker;
});

export const mocksLoader: Loader = async (context) => {
  if (context.parameters.msw === undefined) return {};
  const { resetMockState } = await import('../../mocks/src/index.ts');
  resetMockState(undefined, () => storyNow);
  return startWithMocks(context);
};
