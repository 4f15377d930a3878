import type { Page } from '@playwright/test';
import { answerMarketing, expect, test, waitForHydration, watchLayoutShifts } from './fixtures.ts';

// Issue 22's premium header and mini-cart, as a customer goes through them on a phone and a desktop, in both
// languages: the mega-menu to a category, a suggestion of the header's search box to a product, two bags added,
// the drawer's quantity and removal with its totals checked against the server's cart.

const words = {
  fr: {
    home: '/',
    dog: 'Chien',
    dryTile: 'Croquettes',
    categoryPath: /\/chien\/croquettes\/$/,
    search: 'Rechercher un produit, une catégorie, un article',
    query: 'poulet',
    productPath: /\/produits\/[^/]+\/$/,
    quantity: 'Quantité',
    increase: /^Augmenter/,
    add: 'Ajouter au panier',
    added: '2 articles ajoutés au panier.',
    drawer: /^Votre panier/,
    remove: /^Retirer .* du panier$/,
    empty: 'Votre panier est vide.',
  },
  nl: {
    home: '/nl/',
    dog: 'Hond',
    dryTile: 'Brokken',
    categoryPath: /\/nl\/hond\/brokken\/$/,
    search: 'Zoek een product, een categorie, een artikel',
    query: 'kip',
    productPath: /\/nl\/producten\/[^/]+\/$/,
    quantity: 'Aantal',
    increase: /^Verhogen/,
    add: 'In winkelmand',
    added: '2 artikelen toegevoegd aan de winkelmand.',
    drawer: /^Uw winkelmand/,
    remove: /uit de winkelmand verwijderen$/,
    empty: 'Uw winkelmand is leeg.',
  },
} as const;

const screens = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

for (const language of ['fr', 'nl'] as const) {
  for (const screen of screens) {
    test(`${language}, ${screen.name}: menu → category, suggestion → product, add 2 → drawer → quantity → remove`, async ({
      page,
    }) => {
      const w = words[language];
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(w.home);

      // The mega-menu: a panel of pictured tiles over the page; a tile leads to its category and closes it.
      const menu = page.getByTestId('main-menu');
      const dog = menu.locator('details').filter({ has: page.getByText(w.dog, { exact: true }) });
      // A tap on a phone; the keyboard on a desktop (Enter on the panel's button, then Tab into its tiles).
      if (screen.name === 'desktop') {
        await dog.locator('summary').focus();
        await page.keyboard.press('Enter');
      } else {
        await dog.locator('summary').click();
      }
      const tile = dog.getByRole('link', { name: w.dryTile, exact: true });
      await expect(tile).toBeVisible();
      await expect(tile.locator('img')).toHaveJSProperty('complete', true);
      const tileBox = (await tile.boundingBox())!;
      expect(tileBox.x).toBeGreaterThanOrEqual(0);
      expect(tileBox.x + tileBox.width).toBeLessThanOrEqual(screen.width);
      if (screen.name === 'desktop') {
        await page.keyboard.press('Tab');
        await expect(dog.getByRole('link').first()).toBeFocused();
      }
      await tile.click();
      await expect(page).toHaveURL(w.categoryPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dog).not.toHaveAttribute('open', '');

      // The search box's suggestions: products with picture and price; the arrow keys and Enter open one.
      // Its role changes (searchbox, then combobox once its code has loaded): found by its label.
      const box = page.getByLabel(w.search);
      await box.click();
      await box.pressSequentially(w.query);
      const combobox = page.getByRole('combobox', { name: w.search });
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      const first = list.getByRole('option').first();
      await expect(first.locator('img')).toBeVisible();
      await expect(first).toContainText('€');
      await page.keyboard.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(w.productPath);
      await expect(page.getByTestId('stock-state')).toBeVisible({ timeout: 20_000 });
      await expect(list).toBeHidden();

      // Two bags, then the drawer.
      await page.getByRole('button', { name: w.increase }).first().click();
      await expect(page.getByRole('spinbutton', { name: w.quantity })).toHaveValue('2');
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByText(w.added)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      const cartButton = page.getByTestId('mini-cart');
      await cartButton.click();
      const drawer = page.getByRole('dialog', { name: w.drawer });
      await expect(drawer).toBeVisible();
      // Once it has slid in: the screen's full height along its right edge, never beyond it.
      await expect
        .poll(async () => {
          const { x, width, y, height } = (await drawer.boundingBox())!;
          return [x >= 0, Math.round(x + width), Math.round(y), Math.round(height)];
        })
        .toEqual([true, screen.width, 0, screen.height]);
      const line = drawer.getByTestId('mini-cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.locator('img')).toHaveJSProperty('complete', true);
      await expect(drawer.getByRole('progressbar')).toBeVisible();
      await expectServerTotals(page, drawer, 2);

      // One more with the drawer's counter: the count, the line and the totals follow the server.
      await line.getByRole('button', { name: w.increase }).click();
      await expect(line.getByRole('spinbutton')).toHaveValue('3');
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await expectServerTotals(page, drawer, 3);

      // Removing the line: the empty cart takes the focus; Escape closes and focus is back on the cart button.
      await line.getByRole('button', { name: w.remove }).click();
      await expect(drawer.getByText(w.empty)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cartButton).toBeFocused();
      expect(await serverCart(page)).toBeNull();
    });
  }
}

test('the sticky header: bar and menu stay at the top while the page scrolls, and nothing shifts (CLS 0)', async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  await page.goto('/chien/');
  await page.waitForTimeout(500);
  const header = page.locator('header').first();
  const menu = page.getByTestId('main-menu');
  for (const y of [300, 900, 1800]) {
    await page.mouse.wheel(0, y);
    await page.waitForTimeout(200);
    await expect(menu).toBeInViewport();
    await expect(page.getByTestId('mini-cart')).toBeInViewport();
  }
  await expect(header).toHaveAttribute('data-stuck', '');
  expect((await menu.boundingBox())!.y).toBeLessThan(200);
  expect(await shifts()).toEqual([]);
  await page.mouse.wheel(0, -5000);
  await expect(header).not.toHaveAttribute('data-stuck', '');
});

// The menu row's fades (issue 22): on a phone the row scrolls sideways; a fade over each side where more entries lie.
type Fades = { start: number; end: number; overflow: boolean };
const fadesOf = (page: Page) =>
  page.getByTestId('main-menu').evaluate((row): Fades => {
    const opacity = (side: string) => Number(getComputedStyle(row, side).opacity);
    return { start: opacity('::before'), end: opacity('::after'), overflow: row.scrollWidth > row.clientWidth + 1 };
  });

for (const home of ['/', '/nl/']) {
  test(`the phone menu row (${home}): a fade at the end while more entries lie there, none once scrolled to the end; each entry Tab reaches shows whole, its focus ring clear of the fades`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(home);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const menu = page.getByTestId('main-menu');
    await expect.poll(() => fadesOf(page)).toEqual({ start: 0, end: 1, overflow: true });

    // Swiped to the end: the end fade is gone, the start one says there is more back there.
    await menu.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect.poll(() => fadesOf(page)).toEqual({ start: 1, end: 0, overflow: true });
    await menu.evaluate((row) => row.scrollTo({ left: 0 }));
    await expect.poll(() => fadesOf(page)).toEqual({ start: 0, end: 1, overflow: true });

    // The keyboard: each entry in turn scrolls whole into view, its ring (3px + 2px offset) off any visible fade.
    const entries = menu.locator(':scope > li > details > summary, :scope > li > a');
    const count = await entries.count();
    expect(count).toBeGreaterThan(3);
    await entries.first().focus();
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(entries.nth(i)).toBeFocused();
      await expect
        .poll(() =>
          menu.evaluate((row) => {
            const ring = 5;
            const covered = (side: string) => {
              const style = getComputedStyle(row, side);
              return Number(style.opacity) > 0 ? parseFloat(style.width) : 0;
            };
            const box = row.getBoundingClientRect();
            const entry = document.activeElement!.getBoundingClientRect();
            return {
              start: Math.round(entry.left - ring - (box.left + covered('::before'))) >= 0,
              end: Math.round(box.right - covered('::after') - (entry.right + ring)) >= 0,
            };
          }),
        )
        .toEqual({ start: true, end: true });
    }
    // The last entry reached: the row is at its end.
    await expect.poll(() => fadesOf(page)).toEqual({ start: 1, end: 0, overflow: true });

    // A desktop's row fits: no fade.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => fadesOf(page)).toEqual({ start: 0, end: 0, overflow: false });
  });
}

test('the mega-menu with the arrow keys: between entries, into a panel, among its tiles, Escape back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const menu = page.getByTestId('main-menu');
  // The keys load once the page has painted.
  await expect(menu).toHaveAttribute('data-keys', '');
  const dog = menu.locator('details').filter({ has: page.getByText('Chien', { exact: true }) });
  const cat = menu.locator('details').filter({ has: page.getByText('Chat', { exact: true }) });
  await dog.locator('summary').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cat.locator('summary')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dog.locator('summary')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dog).toHaveAttribute('open', '');
  await expect(dog.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dog.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(dog.getByRole('link').last()).toBeFocused();
  // The page did not scroll with the keys.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dog).not.toHaveAttribute('open', '');
  await expect(dog.locator('summary')).toBeFocused();
  // Enter on a focused tile follows it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chien\/croquettes\/$/);
  await expect(dog).not.toHaveAttribute('open', '');
});

test('without JavaScript the country and language panel is a form of the design system’s selects that works', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chien/');
  const switcher = page.getByTestId('locale-switcher');
  await switcher.locator('summary').click();
  const form = switcher.getByRole('form', { name: 'Pays et langue' });
  const country = form.getByRole('combobox', { name: 'Pays' });
  const language = form.getByRole('combobox', { name: 'Langue' });
  // The design system's frame: no browser look (appearance none), its chevron beside the list.
  await expect(country).toHaveCSS('appearance', 'none');
  await expect(language).toHaveCSS('appearance', 'none');
  await expect(country.locator('xpath=following-sibling::*[local-name()="svg"]')).toHaveCount(1);
  await country.selectOption('be');
  await language.selectOption('nl');
  await form.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/nl\/hond\/$/);
  await expect(page.getByTestId('locale-switcher').locator('summary')).toContainText('BE · NL');
  await context.close();
});

/** The server's cart (null once the cart is gone), read with the visitor's cart cookie. */
async function serverCart(page: Page): Promise<{ total: number; items: { quantity: number }[] } | null> {
  const token = (await page.context().cookies()).find((c) => c.name === 'gamelle_cart')?.value;
  if (!token) return null;
  const res = await page.request.get(`/api/v2/shop/orders/${token}`);
  if (res.status() === 404) return null;
  return (await res.json()) as { total: number; items: { quantity: number }[] };
}

/** The drawer's total is the server's, once the server has the quantity. */
async function expectServerTotals(page: Page, drawer: ReturnType<Page['getByRole']>, quantity: number) {
  await expect.poll(async () => (await serverCart(page))?.items[0]?.quantity).toBe(quantity);
  const server = (await serverCart(page))!;
  await expect
    .poll(async () => Number((await drawer.getByTestId('cart-total').innerText()).replace(/\D/g, '')))
    .toBe(server.total);
}

test('the mega-menu loads on intent: a tap before its code arrives opens the panel, which works once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The menu's chunk is held until the panel has been opened (it is asked for on intent or once the page is idle).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/MegaMenu-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const menu = page.getByTestId('main-menu');
  const dog = menu.locator('details').filter({ has: page.getByText('Chien', { exact: true }) });
  await dog.locator('summary').click();
  await expect(dog).toHaveAttribute('open', '');
  await expect(dog.getByRole('link', { name: 'Croquettes', exact: true })).toBeVisible();
  // Not hydrated yet: the server's `<details>` opened natively, the keys are not live.
  await expect.poll(() => asked).toBe(true);
  await expect(menu).not.toHaveAttribute('data-keys');
  // Escape already folds it (a native disclosure has none: the shell's fallback until the menu is live).
  await page.keyboard.press('Escape');
  await expect(dog).not.toHaveAttribute('open', '');
  await expect(dog.locator('summary')).toBeFocused();
  await dog.locator('summary').click();
  await expect(dog).toHaveAttribute('open', '');
  release();
  await expect(menu).toHaveAttribute('data-keys', '');
  await expect(dog).toHaveAttribute('open', '');
  // Hydrated in place: Escape closes the panel and gives the focus back to its button.
  await dog.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(dog).not.toHaveAttribute('open', '');
  await expect(dog.locator('summary')).toBeFocused();
});

test('on a 360 px phone the logo, account, cart and language share one line in both languages, named by their words', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await answerMarketing(context, baseURL!);
  const page = waitForHydration(await context.newPage());
  for (const [path, account, cart] of [
    ['/', 'Mon compte', 'Panier'],
    ['/nl/', 'Mijn account', 'Winkelmand'],
  ] as const) {
    await page.goto(path);
    const bar = page.locator('[data-header-bar]');
    const tops = await bar.evaluate((element) =>
      [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)),
    );
    // Logo, search, tools, language: all but the search box (a line of its own on a phone) on the first line.
    expect(new Set([tops[0], tops[2], tops[3]]).size, `${path}: ${tops.join(', ')}`).toBe(1);
    await expect(bar.getByRole('link', { name: account })).toBeVisible();
    await expect(page.getByTestId('mini-cart')).toHaveAccessibleName(new RegExp(`^${cart}`));
  }
  await context.close();
});
