import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { watchStoryErrors } from './settle.ts';

/** Stories a tab photographs before it and its browser context are replaced by fresh ones. */
const storiesPerTab = 40;

/**
 * One tab per worker, reused from story to story for a while, then replaced. Every story is still a fresh page
 * load (a new document, its JavaScript started afresh); what carries over is the renderer process, its compiled
 * code and the HTTP cache, so a story loads in a fraction of a second. A new tab per story cost a renderer
 * process start and a full compile of Storybook's scripts every time (about 6 s per story, 2 workers, on the
 * project's machine), and closed tabs' processes were kept alive (330 processes, about 10 GB, on a full run).
 * Replacing the tab and its context every few dozen stories keeps the memory of a long run flat.
 */
class StoryTab {
  private readonly browser: Browser;
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  private uses = 0;

  constructor(browser: Browser) {
    this.browser = browser;
  }

  async next(): Promise<Page> {
    if (this.page && (this.uses >= storiesPerTab || this.page.isClosed())) await this.close();
    this.uses++;
    if (!this.page) {
      // The config's `use` options are per test and cannot reach a worker-wide context: the same ones, here.
      this.context = await this.browser.newContext({
        deviceScaleFactor: 1,
        colorScheme: 'light',
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        reducedMotion: 'reduce',
      });
      this.page = await this.context.newPage();
      // Before every document of this tab: what `settleStory` reads to refuse a story whose play function threw.
      await this.page.addInitScript(watchStoryErrors);
    }
    return this.page;
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
    this.page = undefined;
    this.uses = 0;
  }
}

/** Playwright's `test` for stories: each test gets the worker's story tab (see StoryTab), sized for the test. */
export const test = base.extend<object, { storyTab: StoryTab }>({
  storyTab: [
    async ({ browser }, provide) => {
      const tab = new StoryTab(browser);
      await provide(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyTab, viewport, baseURL }, provide, testInfo) => {
    const page = await storyTab.next();
    if (viewport) await page.setViewportSize(viewport);
    const originalGoto = page.goto;
    // `baseURL` is a context option too: resolve relative URLs against the project's one by hand.
    page.goto = (url, options) => originalGoto.call(page, new URL(url, baseURL).href, options);
    await provide(page);
    page.goto = originalGoto;
    // After a failed test the tab may be in any state (a dialog, a hung script): the next test starts afresh.
    if (testInfo.status !== testInfo.expectedStatus) await storyTab.close();
  },
});

export { expect } from '@playwright/test';
