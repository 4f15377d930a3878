import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 22: country = channel = prices and shipping, everywhere, at once. A visitor with a cart shipping to France
// switches the country to Belgium (then Luxembourg) in the header's switcher: the server's cart answer, the cart
// page, the mini-cart and the delivery page give the same figures. At phone and desktop sizes, in French and Dutch.

const sites = {
  fr: {
    cart: '/panier/',
    delivery: '/page/livraison/',
    switcher: 'Pays et langue',
    country: 'Pays',
    apply: 'Valider',
    shipping: 'Livraison',
    belgium: 'Belgique',
    luxembourg: 'Luxembourg',
    channel: 'gamelle_be',
  },
  nl: {
    cart: '/nl/winkelmand/',
    delivery: '/nl/pagina/levering/',
    switcher: 'Land en taal',
    country: 'Land',
    apply: 'Bevestigen',
    shipping: 'Verzending',
    belgium: 'België',
    luxembourg: 'Luxemburg',
    channel: 'gamelle_nl',
  },
} as const;

/** A price as shown (« 7,90 € », « € 7,90 », « 59 € ») in cents. */
function cents(text: string): number {
  const amount = /(\d+)(?:,(\d{2}))?/.exec(text.replace(/\s/g, ''));
  if (!amount) throw new Error(`no price in « ${text} »`);
  return Number(amount[1]) * 100 + Number(amount[2] ?? 0);
}

/** The cart as the server answers it, read with the visitor's cart cookie. */
async function serverCart(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'gamelle_cart')?.value;
  expect(token).toBeTruthy();
  const res = await page.request.get(`/api/v2/shop/orders/${token}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    channelCode: string;
    countryCode: string;
    shippingTotal: number;
    freeShippingThreshold: number;
    remainingForFreeShipping: number;
    total: number;
  };
}

/** The delivery page's row for a country: home-delivery fee and free-shipping threshold, in cents. */
async function deliveryRow(page: Page, path: string, country: string) {
  await page.goto(path);
  const cells = page
    .locator('main table tr', { has: page.getByRole('cell', { name: country, exact: true }) })
    .locator('td');
  await expect(cells).toHaveCount(4);
  return { fee: cents(await cells.nth(1).innerText()), threshold: cents(await cells.nth(3).innerText()) };
}

/** The cart page's summary: the shipping row, the total and the free-shipping sentence. */
function summary(page: Page, shippingLabel: string): { shipping: Locator; total: Locator; progress: Locator } {
  const aside = page.locator('main aside');
  return {
    shipping: aside.locator('dt', { hasText: shippingLabel }).locator('xpath=following-sibling::dd[1]'),
    total: aside.getByTestId('cart-total'),
    progress: aside.getByRole('progressbar'),
  };
}

async function switchCountry(page: Page, site: (typeof sites)[keyof typeof sites], country: 'be' | 'lu') {
  const switcher = page.getByTestId('locale-switcher');
  await switcher.locator('summary').click();
  const form = switcher.getByRole('form', { name: site.switcher });
  const select = form.getByLabel(site.country, { exact: true });
  // The three delivery countries, never the Netherlands.
  await expect(select.locator('option')).toHaveText(
    site === sites.fr ? ['France', 'Belgique', 'Luxembourg'] : ['Frankrijk', 'België', 'Luxemburg'],
  );
  await select.selectOption(country);
  await form.getByRole('button', { name: site.apply }).click();
  await page.waitForURL((url) => url.pathname === site.cart);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function expectSameFigures(page: Page, site: (typeof sites)[keyof typeof sites], country: string) {
  const cart = await serverCart(page);
  const { shipping, total, progress } = summary(page, site.shipping);
  await expect.poll(async () => cents(await shipping.innerText())).toBe(cart.shippingTotal);
  expect(cents(await total.innerText())).toBe(cart.total);
  expect(cents((await progress.getAttribute('aria-valuetext')) ?? '')).toBe(cart.remainingForFreeShipping);
  // The mini-cart drawer shows the same total; Escape closes it.
  await page.getByTestId('mini-cart').click();
  const drawer = page.getByTestId('mini-cart-drawer');
  await expect(drawer.getByTestId('cart-total')).toHaveText((await total.innerText()).trim());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const delivery = await deliveryRow(page, site.delivery, country);
  expect({ fee: cart.shippingTotal, threshold: cart.freeShippingThreshold }).toEqual(delivery);
  return cart;
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1366, height: 900 },
]) {
  for (const language of ['fr', 'nl'] as const) {
    test(`${language.toUpperCase()} at ${viewport.width} px: a French cart switched to Belgium, then Luxembourg, shows the server's figures everywhere`, async ({
      page,
      baseURL,
    }) => {
      const site = sites[language];
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: 'gamelle_country', value: 'fr', url: baseURL! }]);
      // One pouch of pâtée: below every free-shipping threshold, so each country's fee shows.
      await page.goto(`${site.cart}?variantId=10003901&quantity=1`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      const before = await serverCart(page);
      expect(before.countryCode).toBe('FR');
      await expect
        .poll(async () => cents(await summary(page, site.shipping).shipping.innerText()))
        .toBe(before.shippingTotal);

      await switchCountry(page, site, 'be');
      const belgian = await expectSameFigures(page, site, site.belgium);
      expect(belgian).toMatchObject({ channelCode: site.channel, countryCode: 'BE' });
      expect(belgian.shippingTotal).not.toBe(before.shippingTotal);
      expect((await page.context().cookies()).find((c) => c.name === 'gamelle_country')?.value).toBe('be');

      await page.goto(site.cart);
      await switchCountry(page, site, 'lu');
      const luxembourg = await expectSameFigures(page, site, site.luxembourg);
      expect(luxembourg).toMatchObject({ channelCode: site.channel, countryCode: 'LU' });
    });
  }
}

test('a cart read on a page of another country follows the page at once (the language changed by a link)', async ({
  page,
}) => {
  await page.goto('/panier/?variantId=10003901&quantity=1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await serverCart(page)).toMatchObject({ channelCode: 'gamelle_fr', countryCode: 'FR' });
  // No country chosen: the Dutch site is Belgian, and so is the cart read there.
  await page.goto('/nl/winkelmand/');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const cart = await serverCart(page);
  expect(cart).toMatchObject({ channelCode: 'gamelle_nl', countryCode: 'BE' });
  await expect
    .poll(async () => cents(await summary(page, sites.nl.shipping).shipping.innerText()))
    .toBe(cart.shippingTotal);
});
