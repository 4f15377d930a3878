import { expect, test } from '@playwright/test';
import { axeViolations } from '../src/axe.ts';
import { baselineDir, storefrontPort } from '../src/paths.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales, orphanBaselines, storefrontBaselines, viewports } from '../src/matrix.ts';
import { settle } from '../src/settle.ts';
import { frozenNow, storefrontPages, timeDependentSelector } from '../src/storefront-pages.ts';

// The shop's key pages in French and Dutch at each width, served by the real server with the demo data,
// compared with `__screenshots__/storefront/<page>/<locale>-<width>.png`.
for (const shopPage of storefrontPages) {
  test.describe(shopPage.name, () => {
    for (const viewport of viewports) {
      test.describe(`${viewport.width}px`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        for (const locale of locales) {
          test(`no axe violation, looks as approved in ${locale} (${shopPage.paths[locale]})`, async ({ page }) => {
            // The browser's clock is frozen; the server's is not, so whatever it renders from the time is masked.
            await page.clock.setFixedTime(frozenNow);
            // A visitor who answered marketing already (consent refused, the campaigns' pop-ups answered): the
            // pages, not the consent banner or a wall over them. The campaign banner's band is masked (it says
            // what the server's calendar holds).
            await page
              .context()
              .addCookies([{ name: 'gamelle_consent', value: 'v1.a0.d0', url: `http://127.0.0.1:${storefrontPort}` }]);
            await page.addInitScript(() => {
              localStorage.setItem(
                'gamelle.marketing.answeredPopups',
                JSON.stringify(['country-wall', 'language-wall', 'nouvelle-recette']),
              );
              localStorage.setItem('gamelle.exitPopup.shownAt', new Date().toISOString());
            });
            const response = await page.goto(shopPage.paths[locale]);
            expect(response?.status(), `HTTP status of ${shopPage.paths[locale]}`).toBe(shopPage.status);
            await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
            // The shop paints its server HTML first and hydrates after: photograph the page as it is once
            // interactive (the root route marks <html data-hydrated>).
            await expect(page.locator('html'), 'the page hydrated').toHaveAttribute('data-hydrated', 'true');
            // A page still loading its data is not the page: wait for its heading and for no busy region.
            await expect(
              page.getByRole('heading', { level: 1 }).first(),
              'the page shows its main heading',
            ).toBeVisible();
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            await settle(page);
            // The key pages in both languages are checked by axe (WCAG 2.2 A/AA) at each width: the shop's
            // header and menus change with the width, so contrast, names and target sizes are checked as shown.
            const violations = await axeViolations(page);
            expect
              .soft(violations, `axe violations on ${shopPage.paths[locale]}:\n${violations.join('\n')}`)
              .toEqual([]);
            await expect(page).toHaveScreenshot(['storefront', shopPage.name, `${locale}-${viewport.width}.png`], {
              fullPage: true,
              mask: [page.locator(timeDependentSelector)],
            });
          });
        }
      });
    }
  });
}

test('every committed storefront baseline belongs to a page, locale and width photographed here', () => {
  const committed = readdirSync(join(baselineDir, 'storefront'), { recursive: true, encoding: 'utf8' }).map(
    (path) => `storefront/${path.split('\\').join('/')}`,
  );
  const orphans = orphanBaselines(committed, storefrontBaselines(storefrontPages));
  expect(orphans, `baselines without a test (git rm them):\n${orphans.slice(0, 30).join('\n')}`).toEqual([]);
});
