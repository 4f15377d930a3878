import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 22's catalogue and cart bugs, each checked as a customer meets it.

/** A cart of two lines (the dog product of the journey and a cat pâtée), made through the cart URL action. */
async function cartOfTwo(page: Page) {
  await page.goto('/panier/?variantId=10000601&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.goto('/panier/?variantId=10003901&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page).toHaveURL(/\/panier\/$/);
}

test('removing a line with a coupon shows the totals the server recomputed', async ({ page }) => {
  await cartOfTwo(page);
  await page.getByLabel('Code promo').fill('CHATON15');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Code CHATON15 appliqué')).toBeVisible();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page
    .getByRole('button', { name: /^Retirer .* du panier$/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const summary = page.locator('main aside');
  await expect.poll(() => summary.innerText()).toBe(await reloadedSummary(page));
  expect(errors).toEqual([]);
});

test('after removing a line, focus lands on the next line, then on the empty cart', async ({ page }) => {
  await cartOfTwo(page);
  await page
    .getByRole('button', { name: /^Retirer .* du panier$/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: /Quantité de/ })).toBeFocused();
  await page.getByRole('button', { name: /^Retirer .* du panier$/ }).click();
  await expect(page.locator('main').getByText('Votre panier est vide.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('« Vous aimerez aussi » never proposes what is already in the cart', async ({ page }) => {
  await page.goto('/panier/?variantId=10000601&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const suggestions = page.getByRole('region', { name: 'Vous aimerez aussi' });
  await expect(suggestions.getByTestId('product-card').first()).toBeVisible();
  await expect(suggestions.locator('a[href*="croquettes-chien-adulte-moyenne-race-au-poulet"]')).toHaveCount(0);
});

test('Escape closes the header menu and the language panel; a navigation closes them', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByTestId('main-menu').locator('details').first();
  const language = page.getByTestId('locale-switcher');
  for (const disclosure of [menu, language]) {
    await disclosure.locator('summary').click();
    await expect(disclosure).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(disclosure).not.toHaveAttribute('open', '');
    await expect(disclosure.locator('summary')).toBeFocused();
  }
  await menu.locator('summary').click();
  await menu.getByRole('link').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).not.toHaveAttribute('open', '');
});

test('the mini-cart drawer: Escape and its close button give focus back to the cart button, its link closes it', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByTestId('mini-cart');
  const drawer = page.getByRole('dialog', { name: /Votre panier/ });
  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await button.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Fermer' }).click();
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await page.goto('/panier/?variantId=10000601&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await button.click();
  await drawer.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/panier\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the cart button leads to the cart page', async ({ page }) => {
    await page.goto('/nl/');
    await page.getByTestId('mini-cart').click();
    await expect(page).toHaveURL(/\/nl\/winkelmand\/$/);
  });
});

test('on a phone the mini-cart drawer and the Dutch language panel open inside the screen (issue 22)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/nl/');
  await page.getByTestId('mini-cart').click();
  const drawer = page.getByRole('dialog', { name: /Uw winkelmand/ });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(0);
  const box = (await drawer.boundingBox())!;
  expect(box.width).toBe(412);
  expect(box.y).toBe(0);
  expect(box.height).toBe(915);
  await page.keyboard.press('Escape');
  const language = page.getByTestId('locale-switcher');
  await language.locator('summary').click();
  const panel = language.locator('summary + *');
  await expect(panel).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x).toBeGreaterThanOrEqual(0);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(412);
});

test('the Dutch site puts no French space before a colon', async ({ page }) => {
  await page.goto('/nl/producten/brokken-volwassen-hond-middelgrote-rassen-met-kip/');
  expect(await page.locator('main').textContent()).not.toMatch(/[\s\u00a0\u202f]:/);
  await page.goto('/nl/winkelmand/?variantId=10000601&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // The URL's cart action leaves the Dutch cart Dutch.
  await expect(page).toHaveURL(/\/nl\/winkelmand\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn winkelmand');
  expect(await page.locator('main').textContent()).not.toMatch(/[\s\u00a0\u202f]:/);
});

/** The cart summary as a fresh load of the page shows it (the server's own figures). */
async function reloadedSummary(page: Page): Promise<string> {
  const other = await page.context().newPage();
  await other.goto('/panier/');
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  const text = await other.locator('main aside').innerText();
  await other.close();
  return text;
}
