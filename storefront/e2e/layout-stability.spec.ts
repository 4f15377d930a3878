import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 19, CLS 0: what the server's HTML shows does not move when the page's code arrives and hydrates. Parts
// the server renders but whose code loads after the page (serverRenderedLazy: the footer's newsletter form, the
// category's filters, a product's reviews, the consent banner) must have their styles in the page's CSS, and a
// phone's layout must not change at hydration. On a phone, where a move costs the most of the screen.

const PRODUCT = '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/';

async function watchMoves(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { moved: string[] };
    w.moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        for (const source of entry.hadRecentInput ? [] : (entry.sources ?? []))
          // A web font's swap resizes text in place; a move is a change of position.
          if (source.previousRect.y !== source.currentRect.y || source.previousRect.x !== source.currentRect.x)
            w.moved.push(
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : 'text'} ${source.previousRect.y} → ${source.currentRect.y}`,
            );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The fonts' first load swaps the fallback face: a first page caches them.
  await page.goto('/page/livraison/');
  await page.evaluate(() => document.fonts.ready);
}

async function movesOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The after-paint parts (footer form, filters, reviews) hydrate once their chunks are in.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { moved: string[] }).moved);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('home, category, product, cart: nothing the server drew moves at hydration', async ({ page }) => {
    test.setTimeout(90_000);
    await watchMoves(page);
    for (const path of ['/', '/chien/croquettes/', PRODUCT, '/panier/', '/nl/hond/'])
      expect(await movesOn(page, path), path).toEqual([]);
  });

  test.describe('a first visit', () => {
    test.use({ preAnswerMarketing: false });
    test('the consent banner is drawn with the page and moves nothing', async ({ page }) => {
      await watchMoves(page);
      expect(await movesOn(page, '/chien/croquettes/')).toEqual([]);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
    });
  });
});
