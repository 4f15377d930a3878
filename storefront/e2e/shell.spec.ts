import { expect, test } from './fixtures.ts';

test.describe('the shop in one process', () => {
  test('serves the home page rendered on the server, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Croquettes et pâtées fabriquées en France');
    // The home's main content comes from the content API and is in the server-rendered HTML.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page).toHaveTitle(/Gamelle/);
    await context.close();
  });

  test('on a wide screen the footer’s legal links line up with its columns', async ({ page }) => {
    // They sat at the footer's own edge, left of the columns and of the page's content.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/panier/');
    const footer = page.getByRole('contentinfo');
    const column = await footer.getByRole('link', { name: 'Croquettes pour chien' }).boundingBox();
    const legal = await footer.getByRole('link', { name: 'Cookies', exact: true }).boundingBox();
    expect(Math.abs(legal!.x - column!.x)).toBeLessThan(2);
  });

  test('sends built assets precompressed: Brotli when accepted, else gzip', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The entry is a `<script src>` or, on a page that paints first, the after-paint script's `src:"…"`.
    const script = /src[=:]"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page names its entry script').toBeTruthy();
    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    // Either way the browser gets the same script.
    expect((await brotli.body()).equals(await gzip.body())).toBe(true);
  });

  test('answers /api/health with the database up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { status: 'up', dialect: 'sqlite' } });
  });
});
