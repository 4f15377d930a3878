import { test as base, type Browser, type BrowserContext } from '@playwright/test';

/** Stories photographed in one browser context before it is replaced by a fresh one. */
const pagesPerContext = 24;

/**
 * One browser context shared by a worker's tests for a while, then replaced. Sharing means Storybook's scripts
 * come from the HTTP cache after the first story (a story then loads in well under a second instead of several);
 * replacing it every few dozen stories means Chromium can let go of the renderer processes and memory the
 * closed tabs keep (on a full run they had grown to 330 processes and about 10 GB).
 */
class ContextPool {
  private readonly browser: Browser;
  private context: BrowserContext | undefined;
  private uses = 0;

  constructor(browser: Browser) {
    this.browser = browser;
  }

  async current(): Promise<BrowserContext> {
    if (this.context && this.uses >= pagesPerContext) await this.close();
    this.uses++;
    // The config's `use` options are per test and cannot reach a worker-wide context: the same ones, here.
    this.context ??= await this.browser.newContext({
      deviceScaleFactor: 1,
      colorScheme: 'light',
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      reducedMotion: 'reduce',
    });
    return this.context;
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
    this.uses = 0;
  }
}

/**
 * Playwright's `test` for stories: each test still gets its own tab and a fresh page load, but the tabs of a
 * worker share a browser context (see ContextPool). Only the cache and the origin's storage are shared; the
 * story's JavaScript starts afresh on every navigation.
 */
export const test = base.extend<object, { storybookContexts: ContextPool }>({
  storybookContexts: [
    async ({ browser }, provide) => {
      const pool = new ContextPool(browser);
      await provide(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storybookContexts, viewport, baseURL }, provide) => {
    const page = await (await storybookContexts.current()).newPage();
    if (viewport) await page.setViewportSize(viewport);
    const goto = page.goto.bind(page);
    // `baseURL` is a context option too: resolve relative URLs against the project's one by hand.
    page.goto = (url, options) => goto(new URL(url, baseURL).href, options);
    await provide(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
