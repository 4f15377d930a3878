import type { Page } from '@playwright/test';
import { expect, holdChunk, test } from './fixtures.ts';

// Issue 19, home's LCP: on a phone's first load, the pictures requested before the page's code has run are the ones
// the first screen shows. Lantern (Lighthouse's simulated LCP) counts every request done before the observed paint,
// and the hero's other slides (beside the first in the carousel's clipped track, fetched by Chrome's lazy loading)
// and the category pushes' blurred previews (CSS backgrounds) were among them.

const words = {
  fr: { path: '/', next: 'Diapositive suivante', second: '2 sur 3' },
  nl: { path: '/nl/', next: 'Volgende dia', second: '2 van 3' },
} as const;

/** Every image URL the page requests, in order. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return urls;
}

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  for (const [locale, t] of Object.entries(words)) {
    test(`${locale}: before the page's code, the first slide's picture and no other slide's, no blurred preview`, async ({
      page,
    }) => {
      const images = imageRequests(page);
      const scripts = await holdChunk(page, /^\/assets\/.+\.js$/);
      // The spec's goto waits for hydration, which waits for the held code: released at the end.
      const loading = page.goto(t.path);
      const hero = page.locator('[data-current] img');
      await expect(hero).toHaveJSProperty('complete', true);
      // The first push's picture is lazy and within Chrome's margin: once it is asked for, so would the slides be.
      await expect
        .poll(() => images.some((url) => url.startsWith('/api/images/categories/') && url.includes('width=')))
        .toBe(true);
      expect(images.filter((url) => url.startsWith('/api/images/home/'))).toEqual([
        expect.stringMatching(/^\/api\/images\/home\/hero-abonnement\.svg\?width=\d+/),
      ]);
      expect(images.filter((url) => url.includes('blur='))).toEqual([]);
      expect(await page.locator('[role="group"]:not([data-current]) img').count()).toBe(0);
      // Still the server's page: its code is held (or not even asked for yet, the module preloads come after the
      // first frame).
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      scripts.release();
      await loading;
    });

    test(`${locale}: once hydrated, the next slide shows its picture`, async ({ page }) => {
      await page.goto(t.path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('[role="group"] img')).toHaveCount(3);
      await page.getByRole('button', { name: t.next }).click();
      const second = page.getByRole('group', { name: t.second });
      await expect(second).toHaveAttribute('data-current');
      const picture = second.locator('img');
      await expect(picture).toHaveAttribute('src', /\/api\/images\/home\/hero-guide\.svg/);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });
  }
});
