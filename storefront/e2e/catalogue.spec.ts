import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 22, the catalogue as a customer meets it on a phone (412 × 915) and a desktop (1366 × 900), in French and
// Dutch: category → filters (a side sheet on the phone) → clear → an empty choice's way back → product gallery and
// zoom → more reviews → frequency in plain words → add to the cart.

const words = {
  fr: {
    category: '/chien/',
    empty: '/chien/?food_type=wet&life_stage=puppy&needs=active',
    filters: /^Filtrer/,
    sheet: 'Filtrer',
    wet: /^Pâtées \(\d+\)$/,
    wetChip: 'Retirer le filtre «\u00a0Pâtées\u00a0»',
    removeLast: 'Retirer le filtre «\u00a0Chien actif\u00a0»',
    clear: 'Effacer les filtres',
    show: /^Voir (1 produit|les \d+ produits)$/,
    thumbs: 'Choisir une vue',
    zoom: 'Agrandir',
    back: /^Dos de l'emballage/,
    reviews: /^3 avis affichés sur [\d\u202f\u00a0 ]+$/,
    reviewsAfter: /^10 avis affichés sur /,
    more: 'Voir plus d’avis',
    subscribe: /^S’abonner/,
    frequency: 'Fréquence de livraison',
    monthly: 'Tous les mois',
    add: 'Ajouter au panier',
    added: 'Article ajouté au panier.',
    pack: /\/api\/images\/products\/[a-z-]+\.svg/,
  },
  nl: {
    category: '/nl/hond/',
    empty: '/nl/hond/?food_type=wet&life_stage=puppy&needs=active',
    filters: /^Filteren/,
    sheet: 'Filteren',
    wet: /^Natvoer \(\d+\)$/,
    wetChip: 'Filter ‘Natvoer’ verwijderen',
    removeLast: 'Filter ‘Actieve hond’ verwijderen',
    clear: 'Filters wissen',
    show: /^Toon \d+ producten?$/,
    thumbs: 'Kies een weergave',
    zoom: 'Vergroten',
    back: /^Achterkant van de verpakking/,
    reviews: /^3 van de [\d. ]+ beoordelingen getoond$/,
    reviewsAfter: /^10 van de /,
    more: 'Meer beoordelingen tonen',
    subscribe: /^Abonneren/,
    frequency: 'Leveringsfrequentie',
    monthly: 'Elke maand',
    add: 'In winkelmand',
    added: 'Artikel toegevoegd aan de winkelmand.',
    pack: /\/api\/images\/products\/nl\/[a-z-]+\.svg/,
  },
} as const;

const sizes = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

for (const locale of ['fr', 'nl'] as const) {
  for (const size of sizes) {
    const w = words[locale];
    test(`${locale} ${size.width} px: category → filters → clear → empty choice's way back → gallery, zoom → reviews → add`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(w.category);
      const cards = page.getByTestId('product-card');
      const all = await cards.count();
      // The filters' code loads after the page (CategoryPage): ticking waits until it has taken over the form.
      await page.locator('[data-enhanced]').waitFor({ state: 'attached' });
      expect(all).toBeGreaterThan(4);

      if (size.name === 'phone') {
        // Two products a row.
        const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
        expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
        expect(c!.y).toBeGreaterThan(a!.y + a!.height - 2);
        // The filters are behind « Filtrer », in a side sheet.
        await expect(page.getByRole('checkbox', { name: w.wet })).toBeHidden();
        const opener = page.getByRole('button', { name: w.filters });
        await opener.click();
        const sheet = page.getByRole('dialog', { name: w.sheet });
        await expect(sheet).toBeVisible();
        // Held to the right edge once it has slid in.
        await expect
          .poll(async () => {
            const box = await sheet.boundingBox();
            return box ? Math.round(box.x + box.width) : 0;
          })
          .toBe(size.width);
        await sheet.getByRole('checkbox', { name: w.wet }).click();
        await expect(page).toHaveURL(/food_type=wet/);
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeLessThan(all);
        await expect(sheet.getByRole('button', { name: w.show })).toHaveText(new RegExp(`${await cards.count()}`));
        await sheet.getByRole('button', { name: w.clear }).click();
        await expect(page).not.toHaveURL(/food_type/);
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(all);
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        await expect(opener).toBeFocused();
      } else {
        await page.getByRole('checkbox', { name: w.wet }).click();
        await expect(page).toHaveURL(/food_type=wet/);
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeLessThan(all);
        await expect(page.getByRole('link', { name: w.wetChip })).toBeVisible();
        await page.getByRole('link', { name: w.clear }).click();
        await expect(page).not.toHaveURL(/food_type/);
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(all);
      }

      // A shared URL whose filters match nothing: the last filter can be removed in one click.
      await page.goto(w.empty);
      await expect(page.getByTestId('no-products')).toBeVisible();
      await page.getByTestId('no-products').getByRole('link', { name: w.removeLast }).click();
      await expect(page).not.toHaveURL(/needs=/);
      await expect(cards).not.toHaveCount(0);

      await page.goto(w.category);
      await cards.first().getByRole('link').click();
      await expect(page.getByTestId('stock-state')).toBeVisible({ timeout: 20_000 });
      await gallery(page, w);
      await reviews(page, w);
      await page.getByRole('radio', { name: w.subscribe }).check();
      const frequency = page.getByRole('combobox', { name: w.frequency });
      await expect(frequency).toHaveValue('31');
      await expect(frequency.locator('option:checked')).toHaveText(w.monthly);
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByText(w.added)).toBeVisible();
    });
  }
}

async function gallery(page: Page, w: (typeof words)['fr' | 'nl']) {
  const stage = page.getByTestId('gallery-stage');
  await expect(stage.locator('img')).toHaveAttribute('src', w.pack);
  const thumbs = page.getByRole('list', { name: w.thumbs }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(stage.getByRole('img')).toHaveAttribute('alt', w.back);
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(2)).toBeFocused();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Home');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  const zoom = stage.getByRole('button', { name: w.zoom });
  await zoom.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('gallery-zoom').locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
}

async function reviews(page: Page, w: (typeof words)['fr' | 'nl']) {
  const section = page.getByTestId('product-reviews');
  await expect(section.getByRole('status')).toHaveText(w.reviews);
  await expect(section.getByRole('listitem')).toHaveCount(3);
  // The reviews' code loads after the page (ProductPage): the section says when React drives it.
  await expect(section).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await section.getByRole('button', { name: w.more }).click();
  await expect(section.getByRole('listitem')).toHaveCount(10, { timeout: 20_000 });
  await expect(section.getByRole('status')).toHaveText(w.reviewsAfter);
  await expect(section.getByRole('listitem').nth(3)).toBeFocused();
  // reviews.spec.ts pages on to the end and checks every review against the API.
  await expect(section.getByRole('button', { name: w.more })).toBeVisible();
}

test.describe('the phone listing from its first paint', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('before the page’s code runs, the filters are already behind « Filtrer » (nothing moves at hydration)', async ({
    browser,
    baseURL,
  }) => {
    // The page's code held back: what shows is the server's HTML and CSS (layout-stability.spec.ts checks the moves).
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseURL}/chien/croquettes/`);
    await expect(page.getByRole('button', { name: /^Filtrer/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Pâtées/ })).toBeHidden();
    // The first four cards' pictures (lazy, perhaps on the first screen) show as they arrive, not once the code
    // that marks them loaded has run; the cards after fade in once it has.
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(3).locator('img')).toHaveCSS('opacity', '1');
    await expect(cards.nth(4).locator('img')).toHaveCSS('opacity', '0');
    await context.close();
  });

  test('without JavaScript the filters stay inline, in the page’s form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/chien/`);
    await expect(page.getByRole('checkbox', { name: /^Pâtées/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtrer/ })).toBeHidden();
    // No script will mark a lazy picture loaded: each shows as it arrives (the last card's too).
    const last = page.getByTestId('product-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('img')).toHaveCSS('opacity', '1');
    await context.close();
  });
});
