import { expect, isSamePage, markSamePage, test, waitForLive } from './fixtures.ts';

test.describe('the search page', () => {
  test('every product found is a card with its picture and price; a card opens its product in the page', async ({
    page,
    request,
  }) => {
    // « poulet » finds more products than the server's default page of hits (20): every one must be reachable.
    const api = await request.get('/api/search/?q=poulet&locale=fr&limit=50');
    const found = ((await api.json()) as { groups: { products: { total: number } } }).groups.products.total;
    expect(found).toBeGreaterThan(20);

    await page.goto('/rechercher/?q=poulet');
    const products = page.getByRole('region', { name: 'Produits' });
    const cards = products.getByTestId('search-product');
    await expect(cards).toHaveCount(found);
    const first = cards.first();
    await expect(first.locator('img')).toHaveAttribute('src', /\/api\/images\/products\//);
    await expect(first).toContainText(/\d+,\d{2}\s€/);
    await expect(page.getByText(/Précisez-la pour voir les autres/)).toHaveCount(0);

    // The keyboard reaches a card's one link, and Enter opens the product without reloading the shop — once the
    // cards' own chunk has hydrated them (serverRenderedLazy: until then the link is the browser's, a full load).
    await waitForLive(first.locator('..'));
    const link = first.getByRole('link');
    const name = (await link.textContent()) ?? '';
    await markSamePage(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(page.url()).toContain('/produits/');
    expect(await isSamePage(page)).toBe(true);
  });

  test('in Dutch, nothing found: the count says so and the shop recommends products', async ({ page }) => {
    await page.goto('/nl/zoeken/?q=xqzwv');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('0 resultaten voor "xqzwv"');
    const recommended = page.getByRole('region', { name: 'Onze aanbevelingen' });
    await expect(recommended.getByTestId('search-product')).not.toHaveCount(0);
    await expect(recommended.getByRole('link').first()).toHaveAttribute('href', /^\/nl\/producten\//);
  });
});
