import { expect, test } from './fixtures.ts';

test.describe('pages for search engines and for readers without JavaScript', () => {
  test('search is kept out of search engines, public pages are not', async ({ page }) => {
    await page.goto('/rechercher/?q=chiot');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await page.goto('/chien/');
    await expect(page.locator('meta[name=robots]')).toHaveCount(0);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/chien\/$/);
    await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute('href', /\/nl\/hond\/$/);
    // A category that no menu links to still names its Dutch twin (the listing gives both paths).
    await page.goto('/chien/grande-race/');
    await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute(
      'href',
      /\/nl\/hond\/grote-rassen\/$/,
    );
  });

  test('a product page reads without JavaScript, and its Dutch twin is linked', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/produits/croquettes-chien-adulte-moyenne-race-au-poulet/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Croquettes Chien Adulte Moyenne Race au poulet');
    await expect(page.getByRole('heading', { name: 'Composition' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Constituants analytiques' })).toBeVisible();
    await expect(page.getByTestId('stock-state')).toBeVisible();
    await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute(
      'href',
      /\/nl\/producten\/brokken-volwassen-hond-middelgrote-rassen-met-kip\/$/,
    );
    await context.close();
  });

  test('a category filters and sorts without JavaScript, through its form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/chien/?sort=first_sell_at&food_type=wet');
    await expect(page.getByLabel('Trier par')).toHaveValue('first_sell_at');
    await expect(page.getByRole('checkbox', { name: /Pâtées/ })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /produits?$/ })).toBeVisible();
    await context.close();
  });

  test('a SKU in the product path redirects permanently to the slug', async ({ request }) => {
    const response = await request.get('/produits/CHIEN-SEC-ADULTE-MR/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/produits\/croquettes-chien-adulte-moyenne-race-au-poulet\/$/);
  });

  test('sitemap.xml lists public pages in both languages', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('/nl/hond/</loc>');
    expect(xml).toContain('/chien/</loc>');
    expect(xml).toMatch(/\/produits\/croquettes-chien-adulte-moyenne-race-au-poulet\/<\/loc>/);
    expect(xml).toMatch(/\/nl\/producten\/[a-z-]+\/<\/loc>/);
    expect(xml).not.toContain('/rechercher/');
  });
});
