import { expect, test } from './fixtures.ts';

test.describe('routing, languages and SEO', () => {
  test('an unknown path answers 404 with the not-found page and its dog and cat links', async ({ page }) => {
    const response = await page.goto('/ceci-nexiste-pas/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
    await expect(page).toHaveTitle('Page non trouvée | Gamelle');
    await expect(page.getByText('Page non trouvée\u00a0: /ceci-nexiste-pas/.')).toBeVisible();
    await expect(page.getByText(/Page not found/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pour chiens', exact: true })).toHaveAttribute('href', '/chien/');
    await expect(page.getByRole('link', { name: 'Pour chats', exact: true })).toHaveAttribute('href', '/chat/');
  });

  test('the Dutch not-found page links to the Dutch categories', async ({ page }) => {
    const response = await page.goto('/nl/bestaat-niet/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    // Its title in Dutch too (it was the shop's French title).
    await expect(page).toHaveTitle('Pagina niet gevonden | Gamelle');
    await expect(page.getByText('Pagina niet gevonden: /nl/bestaat-niet/.')).toBeVisible();
    await expect(page.getByText(/Page not found/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voor honden', exact: true })).toHaveAttribute('href', '/nl/hond/');
    await expect(page.getByRole('link', { name: 'Voor katten', exact: true })).toHaveAttribute('href', '/nl/kat/');
  });

  test('a path without its trailing slash is redirected permanently, query kept', async ({ request }) => {
    const response = await request.get('/panier?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/panier/?x=1');
    const robots = await request.get('/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
  });

  test('a category URL with a wrong sort or filter shows the category, as if they were absent', async ({ page }) => {
    // The router keeps raw parameters beside the parsed ones: `?sort=xyz` reached the content API and gave a 500.
    const response = await page.goto('/chien/?sort=xyz&needs=%3Cb%3E');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alimentation pour chien');
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('relevancy');
  });

  test('the home page carries its title, canonical and hreflang alternates in both languages', async ({ page }) => {
    await page.goto('/nl/');
    await expect(page).toHaveTitle(/brokken en natvoer/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/nl\/$/);
    await expect(page.locator('link[rel=alternate][hreflang=fr]')).toHaveAttribute('href', /:\d+\/$/);
    await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute('href', /\/nl\/$/);
  });

  test('a Dutch browser arriving on / goes to /nl/, and the language is saved for a year', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/nl/');
    const cookie = (await context.cookies()).find((c) => c.name === 'gamelle_locale');
    expect(cookie?.value).toBe('nl');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await context.close();
  });

  test('the switcher changes language and keeps the page', async ({ page }) => {
    await page.goto('/panier/');
    // The switcher is a disclosure in the header bar: its summary names the current country and language.
    await page.locator('summary', { hasText: 'Pays et langue\u00a0: France, Français' }).click();
    await page.getByLabel('Langue', { exact: true }).selectOption('nl');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/nl\/winkelmand\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  });
});
