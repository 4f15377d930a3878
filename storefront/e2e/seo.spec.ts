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

  test('a category names its Dutch twin, and its HTML carries only its own language’s menus', async ({ request }) => {
    const html = await (await request.get('/chien/croquettes/')).text();
    expect(html).toMatch(/hrefLang="nl" href="[^"]*\/nl\/hond\/brokken\/"/);
    // The query cache travels in the page: the other language's menus there were 1.2 KB gzip of a 14.8 KB page.
    expect(html).toContain('\\"content\\",\\"fr\\",\\"header\\"');
    expect(html).not.toContain('\\"content\\",\\"nl\\",\\"header\\"');
    expect(html).not.toContain('\\"content\\",\\"nl\\",\\"footer\\"');
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

  test('the sitemap lists this round’s public pages in both languages, each answering 200 and indexable', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    // Stores and each store, FAQ, contact, the legal pages with spec §2's Dutch slugs.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/magasins/',
        '/nl/winkels/',
        '/magasins/gent/',
        '/nl/winkels/gent/',
        '/faq/',
        '/nl/faq/',
        '/nous-contacter/',
        '/nl/contact-ons/',
        '/page/conditions-generales/',
        '/nl/pagina/gebruiksvoorwaarden/',
        '/page/cookies/',
        '/nl/pagina/cookies/',
        '/page/donnees-personnelles/',
        '/nl/pagina/persoonlijke-gegevens/',
        '/page/abonnement/',
        '/nl/pagina/abonnement/',
      ]),
    );
    // Spec §2 keeps guides, account, checkout, search and subscriptions out of search engines (noindex): not listed;
    // a sponsor's link page exists per code only; the maintenance page and the web view are not content.
    for (const hidden of [
      '/guide-croquettes/',
      '/nl/brokkengids/',
      '/userGuide/',
      '/parrainage/',
      '/maintenance/',
      '/webView/',
      '/mon-compte/',
    ])
      expect(
        paths.filter((p) => p.includes(hidden)),
        hidden,
      ).toEqual([]);

    // Every listed page answers 200 itself (no redirect) and does not ask search engines to skip it.
    const refused: string[] = [];
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await request.get(path, { maxRedirects: 0 });
          const html = response.status() === 200 ? await response.text() : '';
          if (response.status() !== 200) refused.push(`${path}: ${response.status()}`);
          else if (/<meta name="robots" content="[^"]*noindex/.test(html)) refused.push(`${path}: noindex`);
        }
      }),
    );
    expect(refused).toEqual([]);
  });

  test('a legal page asked with the other language’s slug redirects to its own address', async ({ request }) => {
    for (const [asked, own] of [
      ['/nl/pagina/conditions-generales/', '/nl/pagina/gebruiksvoorwaarden/'],
      ['/page/persoonlijke-gegevens/', '/page/donnees-personnelles/'],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(own);
    }
    const dutch = await request.get('/nl/pagina/gebruiksvoorwaarden/');
    expect(dutch.status()).toBe(200);
    expect(await dutch.text()).toContain('Algemene verkoop- en gebruiksvoorwaarden');
  });
});
