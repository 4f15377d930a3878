import { expect, test } from './fixtures.ts';

// Variant codes of the seeded demo catalogue (content/data/products).
const kittenMousse = '10003801';

test.describe('cart actions in the URL', () => {
  test('variantId and quantity add to the cart, then leave the URL', async ({ page }) => {
    await page.goto(`/panier/?variantId=${kittenMousse}&quantity=2`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: /Quantité/ })).toHaveValue('2');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page).toHaveURL(/\/panier\/$/);
  });

  test('targetQuantity raises an existing line only when it is lower', async ({ page }) => {
    await page.goto(`/panier/?variantId=${kittenMousse}`);
    await expect(page.getByRole('spinbutton', { name: /Quantité/ })).toHaveValue('1');
    await page.goto(`/panier/?variantId=${kittenMousse}&targetQuantity=3`);
    await expect(page.getByRole('spinbutton', { name: /Quantité/ })).toHaveValue('3');
    await page.goto(`/panier/?variantId=${kittenMousse}&targetQuantity=2`);
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(page.getByRole('spinbutton', { name: /Quantité/ })).toHaveValue('3');
  });

  test('a code that is not exactly 8 digits is ignored with a notice', async ({ page }) => {
    await page.goto('/panier/?variantId=1234567');
    await expect(page.getByText(/chaque code produit doit compter exactement 8 chiffres/)).toBeVisible();
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(page.locator('main').getByText('Votre panier est vide.')).toBeVisible();
  });
});
