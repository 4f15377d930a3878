// Issue 17's "every page axe-clean at the three widths": each service and content page type, FR and NL, loaded once
// and checked by axe (WCAG 2.2 A/AA) at 375, 768 and 1260 px. The shop's key pages get the same check in the visual
// suite (visual-tests/tests/storefront-pages.spec.ts); the account pages in accounts.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const pages: Record<string, { fr: string; nl: string }> = {
  stores: { fr: '/magasins/', nl: '/nl/winkels/' },
  store: { fr: '/magasins/nantes/', nl: '/nl/winkels/nantes/' },
  faq: { fr: '/faq/', nl: '/nl/faq/' },
  'faq search': { fr: '/faq/livraison/', nl: '/nl/faq/levering/' },
  contact: { fr: '/nous-contacter/', nl: '/nl/contact-ons/' },
  'legal page': { fr: '/page/mentions-legales/', nl: '/nl/pagina/wettelijke-vermeldingen/' },
  maintenance: { fr: '/maintenance/', nl: '/nl/maintenance/' },
};
const widths = [375, 768, 1260];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, paths] of Object.entries(pages)) {
  for (const locale of ['fr', 'nl'] as const) {
    test(`${name} (${locale}) has no WCAG 2.2 AA violation at ${widths.join('/')} px`, async ({ page }) => {
      const response = await page.goto(paths[locale]);
      // The maintenance page itself is a 200; the routes sent to it answer 503 (service.spec.ts).
      expect(response?.status(), paths[locale]).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect.soft(await violations(page), `${paths[locale]} at ${width} px`).toEqual([]);
      }
    });
  }
}
