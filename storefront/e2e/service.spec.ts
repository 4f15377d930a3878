// Issue 17 in the browser, FR and NL: the nearest store from a postcode in the list and on the map, its page, a
// special closure once the operator has set the shop clock; the FAQ searched with a typo through the server's
// search, the query in the path (and the form's ?q= without JavaScript redirected there); a route under
// maintenance answers 503. Axe on each page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, ops } from './fixtures.ts';

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cases = [
  {
    locale: 'fr',
    stores: '/magasins/',
    storeLabel: 'Ville ou code postal',
    postcode: '69003',
    nearestCity: 'Lyon',
    nearest: 'Le plus proche',
    listView: 'Liste',
    closed: '/magasins/liege/',
    closure: /Fermeture exceptionnelle du 5 janvier au 7 janvier/,
    maintenance: '/landing/en-travaux/',
    neighbour: '/landing/bienvenue-chiot/',
    // A page whose text links to the general terms with `#modal` (the subscription page, a landing until issue 22).
    modalHost: '/page/abonnement/',
    termsLink: 'conditions générales de vente',
    termsTitle: 'Conditions générales de vente',
    termsPage: '/page/conditions-generales/',
    close: 'Fermer',
    maintenanceTitle: 'Site en maintenance',
    faq: '/faq/',
    faqLabel: 'Rechercher dans la FAQ',
    typo: 'abonement',
    found: /réponses? pour «\sabonement\s»/,
  },
  {
    locale: 'nl',
    stores: '/nl/winkels/',
    storeLabel: 'Gemeente of postcode',
    postcode: '9050',
    nearestCity: 'Gent',
    nearest: 'Dichtstbij',
    listView: 'Lijst',
    closed: '/nl/winkels/liege/',
    closure: /Uitzonderlijk gesloten van 5 januari tot 7 januari/,
    maintenance: '/nl/landing/en-travaux/',
    neighbour: '/nl/landing/welkom-puppy/',
    modalHost: '/nl/pagina/abonnement/',
    termsLink: 'algemene verkoop- en gebruiksvoorwaarden',
    termsTitle: 'Algemene verkoop- en gebruiksvoorwaarden',
    termsPage: '/nl/pagina/gebruiksvoorwaarden/',
    close: 'Sluiten',
    maintenanceTitle: 'Website in onderhoud',
    faq: '/nl/faq/',
    faqLabel: 'Zoeken in de FAQ',
    typo: 'levring',
    found: /antwoord(en)? voor "levring"/,
  },
] as const;

for (const c of cases) {
  test(`stores (${c.locale}): nearest from a postcode on the map and in the list, its page, a special closure`, async ({
    page,
  }) => {
    // Two pages with axe, the map's lazy chunk, and the operator's clock command twice: more than the default 30 s
    // on a loaded two-core machine.
    test.setTimeout(60_000);
    await page.goto(c.stores);
    await page.getByRole('searchbox', { name: c.storeLabel }).fill(c.postcode);
    await page.getByRole('searchbox', { name: c.storeLabel }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${c.postcode}`));
    const first = page.getByTestId('store-card').first();
    await expect(first).toContainText(c.nearestCity);
    await expect(first).toContainText(c.nearest);
    // The map (Leaflet, loaded after the page) points the same store out.
    await expect(page.getByTestId('store-map').locator('.leaflet-tooltip')).toContainText(c.nearestCity);
    await expect(page.getByTestId('store-map').locator('path.store-marker')).toHaveCount(12);
    await axeClean(page);

    await page.getByRole('link', { name: c.listView }).click();
    await expect(page).toHaveURL(/vue=liste/);
    await expect(page.getByTestId('store-map')).toHaveCount(0);
    await expect(page.getByTestId('store-card').first()).toContainText(c.nearestCity);

    await page.getByTestId('store-card').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.nearestCity);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await axeClean(page);

    await ops('clock', 'set', '2027-01-06T10:00:00.000Z');
    try {
      await page.goto(c.closed);
      await expect(page.locator('[data-special="special_closure"]')).toHaveText(c.closure);
    } finally {
      await ops('clock', 'reset');
    }
  });

  test(`FAQ (${c.locale}): a search with a typo through the server's search, the query in the path`, async ({
    page,
  }) => {
    await page.goto(c.faq);
    await page.getByRole('searchbox', { name: c.faqLabel }).fill(c.typo);
    await page.getByRole('searchbox', { name: c.faqLabel }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${c.faq}${c.typo}/$`));
    await expect(page.getByTestId('faq-results')).toHaveText(c.found);
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    await axeClean(page);
    // Without JavaScript the form sends ?q=: the server render redirects to the path.
    const answer = await page.request.get(`${c.faq}?q=${c.typo}`, { maxRedirects: 0 });
    expect(answer.status()).toBeGreaterThanOrEqual(300);
    expect(answer.status()).toBeLessThan(400);
    expect(answer.headers().location).toContain(`${c.faq}${c.typo}/`);
  });

  test(`maintenance (${c.locale}): a configured route answers 503, Retry-After and the maintenance page`, async ({
    page,
  }) => {
    // The e2e server runs with MAINTENANCE_ROUTES=/landing/en-travaux/ (playwright.config.ts).
    const answer = await page.goto(c.maintenance);
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()['retry-after']).toBe('600');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.maintenanceTitle);
    await expect(page).toHaveURL(new RegExp(`${c.maintenance}$`));
    // Only the configured route: the landing page beside it answers as usual.
    const neighbour = await page.goto(c.neighbour);
    expect(neighbour?.status()).toBe(200);
  });

  test(`markdown modal (${c.locale}): a page's link to the general terms opens them without leaving`, async ({
    page,
    request,
  }) => {
    await page.goto(c.modalHost);
    const link = page.getByRole('main').getByRole('link', { name: c.termsLink });
    // Without JavaScript (or in a new tab) the same link leads to the page itself.
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(`${c.termsPage}#modal`);
    expect((await request.get(href)).status()).toBe(200);

    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.termsTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${c.modalHost}$`));
    await axeClean(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(dialog).toBeVisible();
    // The dialog's own visible close button (the design system's).
    await dialog.getByRole('button', { name: c.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${c.modalHost}$`));
  });
}
