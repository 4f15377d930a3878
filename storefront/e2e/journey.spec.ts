import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The words of each language the journey clicks on. */
const words = {
  fr: {
    home: '/',
    dogPush: 'Chien',
    sort: 'Trier par',
    wet: /Pâtées/,
    quantity: 'Quantité',
    increase: /Augmenter/,
    add: 'Ajouter au panier',
    added: '2 articles ajoutés au panier.',
    openCart: 'Voir le panier',
    cartPath: /\/panier\/$/,
    line: /Quantité de/,
    subscribe: /S’abonner et économiser/,
    frequency: 'Livraison tous les',
    coupon: 'Code promo',
    apply: 'Appliquer',
    applied: 'Code CHATON15 appliqué',
    removeCoupon: 'Retirer le code CHATON15',
    remove: /^Retirer .* du panier$/,
    empty: 'Votre panier est vide.',
    badCoupon: "Ce code promo n'est pas valide.",
  },
  nl: {
    home: '/nl/',
    dogPush: 'Hond',
    sort: 'Sorteren op',
    wet: /Natvoer/,
    quantity: 'Aantal',
    increase: /Verhogen/,
    add: 'In winkelmand',
    added: '2 artikelen toegevoegd aan de winkelmand.',
    openCart: 'Winkelmand bekijken',
    cartPath: /\/nl\/winkelmand\/$/,
    line: /^Aantal /,
    subscribe: /Abonneer en bespaar/,
    frequency: 'Levering elke',
    coupon: 'Kortingscode',
    apply: 'Toepassen',
    applied: 'Code CHATON15 toegepast',
    removeCoupon: 'Code CHATON15 verwijderen',
    remove: /uit de winkelmand verwijderen$/,
    empty: 'Uw winkelmand is leeg.',
    badCoupon: null,
  },
} as const;

for (const locale of ['fr', 'nl'] as const) {
  const w = words[locale];
  test(`${locale}: home → category (sort, filter) → product → add 2 → cart → quantity → subscribe → promo code → remove`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(w.home);
    await page.getByRole('link', { name: w.dogPush, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const categoryUrl = page.url();

    await page.getByLabel(w.sort).selectOption('best_sellers');
    await expect(page).toHaveURL(/sort=best_sellers/);
    const before = await page.getByTestId('product-card').count();
    await page.getByRole('checkbox', { name: w.wet }).click();
    await expect(page).toHaveURL(/food_type=wet/);
    await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 20_000 }).toBeLessThan(before);
    expect(new URL(page.url()).pathname).toBe(new URL(categoryUrl).pathname);

    await page.getByTestId('product-card').first().getByRole('link').click();
    // First visits make the server resize pictures: give the first product page time on a busy machine.
    await expect(page.getByTestId('stock-state')).toBeVisible({ timeout: 20_000 });
    await addTwo(page, w);

    await page.getByTestId('mini-cart').click();
    await expect(page.getByTestId('mini-cart-drawer').getByTestId('mini-cart-line')).toHaveCount(1);
    await page.getByTestId('mini-cart-drawer').getByRole('link', { name: w.openCart }).click();
    await expect(page).toHaveURL(w.cartPath);
    const quantity = page.getByRole('spinbutton', { name: w.line });
    await expect(quantity).toHaveValue('2');
    const total = page.getByTestId('cart-total');
    const totalForTwo = await total.innerText();

    await page.getByRole('button', { name: w.increase }).click();
    await expect(quantity).toHaveValue('3');
    await expect(total).not.toHaveText(totalForTwo);
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // The line's purchase mode follows the cart: it shows « S'abonner » once the line's change starts (after the
    // quantity change queued before it on the same line), so the click is followed by a wait, not a same-instant check.
    await page.getByRole('radio', { name: w.subscribe }).click();
    await expect(page.getByRole('radio', { name: w.subscribe })).toBeChecked();
    await expect(page.getByLabel(w.frequency)).toBeVisible();

    if (w.badCoupon) {
      await page.getByLabel(w.coupon).fill('PASBON');
      await page.getByRole('button', { name: w.apply }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.badCoupon })).toBeVisible();
    }
    await page.getByLabel(w.coupon).fill('chaton15');
    await page.getByRole('button', { name: w.apply }).click();
    await expect(page.getByText(w.applied)).toBeVisible();
    await page.getByRole('button', { name: w.removeCoupon }).click();
    await expect(page.getByLabel(w.coupon)).toBeVisible();

    await page.getByRole('button', { name: w.remove }).click();
    await expect(page.locator('main').getByText(w.empty)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.reload();
    await expect(page.locator('main').getByText(w.empty)).toBeVisible();
  });
}

async function addTwo(page: Page, w: (typeof words)['fr' | 'nl']) {
  await page.getByRole('button', { name: w.increase }).click();
  await expect(page.getByRole('spinbutton', { name: w.quantity })).toHaveValue('2');
  await page.getByRole('button', { name: w.add }).click();
  await expect(page.getByText(w.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
}
