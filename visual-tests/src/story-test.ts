import { test as base, type BrowserContext } from '@playwright/test';

/**
 * Playwright's `test` for stories: each test still gets its own tab and a fresh page load, but all tabs of a
 * worker share one browser context, so Storybook's scripts come from the HTTP cache after the first story
 * (a story then loads in well under a second instead of several). Only the cache and the origin's storage are
 * shared; the story's JavaScript starts afresh on every navigation.
 */
export const test = base.extend<object, { storybookContext: BrowserContext }>({
  storybookContext: [
    async ({ browser }, provide) => {
      // The config's `use` options are per test and cannot reach a worker-wide context: the same ones, here.
      const context = await browser.newContext({
        deviceScaleFactor: 1,
        colorScheme: 'light',
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        reducedMotion: 'reduce',
      });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storybookContext, viewport, baseURL }, provide) => {
    const page = await storybookContext.newPage();
    if (viewport) await page.setViewportSize(viewport);
    const goto = page.goto.bind(page);
    // `baseURL` is a context option too: resolve relative URLs against the project's one by hand.
    page.goto = (url, options) => goto(new URL(url, baseURL).href, options);
    await provide(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
