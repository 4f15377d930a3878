import type { Page } from '@playwright/test';
import { expect, test, watchLayoutShifts } from './fixtures.ts';

// Issue 19, CLS 0: what the server's HTML shows does not move when the page's code arrives and hydrates. Parts
// the server renders but whose code loads after the page (serverRenderedLazy: the footer's newsletter form, the
// category's filters, a product's reviews, the consent banner) must have their styles in the page's CSS, and a
// phone's layout must not change at hydration. On a phone, where a move costs the most of the screen.

const PRODUCT = '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/';

async function movesOn(page: Page, path: string, moves: () => Promise<string[]>): Promise<string[]> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The after-paint parts (footer form, filters, reviews) hydrate once their chunks are in.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return moves();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('home, category, product, cart: nothing the server drew moves at hydration', async ({ page }) => {
    test.setTimeout(90_000);
    const moves = await watchLayoutShifts(page, { movesOnly: true });
    for (const path of ['/', '/chien/croquettes/', PRODUCT, '/panier/', '/nl/hond/'])
      expect(await movesOn(page, path, moves), path).toEqual([]);
  });

  test.describe('a first visit', () => {
    test.use({ preAnswerMarketing: false });
    test('the consent banner is drawn with the page and moves nothing', async ({ page }) => {
      const moves = await watchLayoutShifts(page, { movesOnly: true });
      expect(await movesOn(page, '/chien/croquettes/', moves)).toEqual([]);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
    });
  });
});
