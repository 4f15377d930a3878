import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one habit added: after `page.goto`, wait until the page has hydrated
 * (`html[data-hydrated]`, set by the root route) when JavaScript runs, so that clicks reach React rather than
 * the server-rendered HTML. The browser paints the page before it hydrates (src/client.tsx).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const status = response?.status() ?? 200;
      if (javaScriptEnabled !== false && status < 400) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await provide(page);
  },
});

export { expect };
