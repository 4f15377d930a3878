import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const pages = {
  home: '/',
  category: '/chien/',
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
  cart: '/panier/?variantId=10000601&quantity=2',
};

for (const [name, path] of Object.entries(pages)) {
  test(`${name} has no WCAG 2.2 AA violation (axe)`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (name === 'cart') await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
