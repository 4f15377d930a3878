import { expect, test } from './fixtures.ts';

// Issue 22: the subscription's explanation is a static page in the shop's layout (it was a landing, without
// header and footer), with its picture, the commitment said plainly and calls to action; the old address moves.

const sites = {
  fr: {
    landing: '/landing/abonnement/',
    page: '/page/abonnement/',
    home: '/',
    menu: 'Abonnement',
    title: "L'abonnement Gamelle",
    terms: ['10\u00a0% de remise sur chaque commande', '2\u00a0livraisons minimum', '4\u00a0jours avant chaque envoi'],
    actions: [
      ['Trouver la bonne croquette', '/guide-croquettes/'],
      ['Croquettes chien', '/chien/croquettes/'],
      ['Croquettes chat', '/chat/croquettes/'],
    ],
    guideHeading: /croquette/i,
  },
  nl: {
    landing: '/nl/landing/abonnement/',
    page: '/nl/pagina/abonnement/',
    home: '/nl/',
    menu: 'Abonnement',
    title: 'Het Gamelle-abonnement',
    terms: ['10\u00a0% korting op elke bestelling', 'Minstens 2 leveringen', '4 dagen voor elke verzending'],
    actions: [
      ['De juiste brokken vinden', '/nl/brokkengids/'],
      ['Hondenbrokken', '/nl/hond/brokken/'],
      ['Kattenbrokken', '/nl/kat/brokken/'],
    ],
    guideHeading: /brokken/i,
  },
} as const;

for (const [language, site] of Object.entries(sites)) {
  test(`${language}: the old landing address answers 301 to the subscription page`, async ({ request }) => {
    const response = await request.get(site.landing, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(site.page);
    const page = await request.get(site.page, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });

  test(`${language}: the subscription page, in the layout, from the menu: picture, terms and calls to action`, async ({
    page,
  }) => {
    await page.goto(site.home);
    const menu = page.getByTestId('main-menu');
    await expect(menu.getByRole('link', { name: site.menu, exact: true })).toHaveAttribute('href', site.page);
    await menu.getByRole('link', { name: site.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.page}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    // The shop's layout: its header (menu, cart) and footer are there.
    await expect(page.getByTestId('mini-cart')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const picture = page.locator('main img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('alt')).toBeTruthy();
    const terms = page.getByTestId('subscription-terms');
    for (const text of site.terms) await expect(terms).toContainText(text);
    const actions = page.getByTestId('page-actions').getByRole('link');
    await expect(actions).toHaveCount(site.actions.length);
    for (const [index, [label, href]] of site.actions.entries()) {
      await expect(actions.nth(index)).toHaveText(label);
      await expect(actions.nth(index)).toHaveAttribute('href', href);
    }
    // Each call to action leads to a page that answers.
    for (const [, href] of site.actions) expect((await page.request.get(href)).status()).toBe(200);
    await actions.first().click();
    await expect(page).toHaveURL(new RegExp(`${site.actions[0][1]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.guideHeading);
  });

  test(`${language}: the home's subscription slide and the sitemap give the new address, never the landing`, async ({
    page,
    request,
  }) => {
    await page.goto(site.home);
    expect(await page.locator(`main a[href="${site.page}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="${site.landing}"]`).count()).toBe(0);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`${site.page}</loc>`);
    expect(xml).not.toContain(site.landing);
  });
}
