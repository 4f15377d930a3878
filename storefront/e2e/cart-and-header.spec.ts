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

test('Escape closes the header menu, the mini-cart and the language panel; a navigation closes them', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByTestId('main-menu').locator('details').first();
  const miniCart = page.getByTestId('mini-cart');
  const language = page.getByTestId('locale-switcher');
  for (const disclosure of [menu, miniCart, language]) {
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
  await miniCart.locator('summary').click();
  await miniCart.getByRole('link').click();
  await expect(page).toHaveURL(/\/panier\/$/);
  await expect(miniCart).not.toHaveAttribute('open', '');
});

test('on a phone the mini-cart and the Dutch language panel open inside the screen (issue 22)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/nl/');
  for (const disclosure of [page.getByTestId('mini-cart'), page.getByTestId('locale-switcher')]) {
    await disclosure.locator('summary').click();
    const panel = disclosure.locator('summary + *');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    await page.keyboard.press('Escape');
  }
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
