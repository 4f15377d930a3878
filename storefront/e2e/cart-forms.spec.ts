import { expect, test, botToken } from './fixtures.ts';

// The cart's forms without JavaScript (issue 12): each is a real <form> posted to /_cart, which changes the cart
// with the cart cookie and answers 303 back to the page, where a notice says what happened.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const product = '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/';

  test('add to cart, change a quantity, apply a coupon, remove a line', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(product);
    await page.getByRole('spinbutton', { name: /Quantité/ }).fill('2');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expect(page.getByRole('status').filter({ hasText: '2 articles ajoutés au panier.' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.goto('/panier/');
    const quantity = page.getByRole('spinbutton', { name: /Quantité de/ });
    await expect(quantity).toHaveValue('2');
    const total = await page.getByTestId('cart-total').innerText();
    await quantity.fill('3');
    await page.getByRole('button', { name: /^Mettre à jour / }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(page.getByRole('spinbutton', { name: /Quantité de/ })).toHaveValue('3');
    await expect(page.getByTestId('cart-total')).not.toHaveText(total);

    await page.getByLabel('Code promo').fill('PASBON');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Ce code promo n'est pas valide." })).toBeVisible();
    await page.getByLabel('Code promo').fill('chaton15');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('Code CHATON15 appliqué')).toBeVisible();

    await page.getByRole('button', { name: /^Retirer .* du panier$/ }).click();
    await expect(page.locator('main').getByText('Votre panier est vide.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test("a logged-in customer's cart: the forms carry the session", async ({ page, baseURL }) => {
    // A guest cart first, then a login that attaches it to the customer: from then on the API refuses that cart
    // to a call without the customer's token, so the form must carry the session.
    await page.goto(product);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Article ajouté au panier.' })).toBeVisible();
    const email = `panier-${Date.now()}@example.fr`;
    const headers = { 'x-forwarded-for': `10.88.${process.pid % 250}.1` };
    const registered = await page.request.post('/api/v2/shop/customers?channelCode=gamelle_fr&locale=fr_FR', {
      headers,
      data: {
        email,
        password: 'croquettes-42',
        firstName: 'Léa',
        lastName: 'Dubois',
        botToken: await botToken(page.request, 'register'),
      },
    });
    expect(registered.status()).toBe(201);
    const login = await page.request.post('/_session/login?channelCode=gamelle_fr&locale=fr_FR', {
      headers: { ...headers, Origin: baseURL! },
      data: { email, password: 'croquettes-42', botToken: await botToken(page.request, 'login') },
    });
    expect(login.status()).toBe(200);
    const cartToken = (await page.context().cookies()).find((c) => c.name === 'gamelle_cart')!.value;
    const asGuest = await page.request.get(`/api/v2/shop/orders/${cartToken}?channelCode=gamelle_fr&locale=fr_FR`);
    expect(asGuest.status()).toBeGreaterThanOrEqual(401);

    await page.goto(product);
    await page.getByRole('spinbutton', { name: /Quantité/ }).fill('2');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 articles ajoutés au panier.' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  test('the Dutch buy box adds and comes back to the Dutch page', async ({ page }) => {
    const dutch = '/nl/producten/brokken-volwassen-hond-middelgrote-rassen-met-kip/';
    await page.goto(dutch);
    await page.getByRole('button', { name: 'In winkelmand' }).click();
    await expect(page).toHaveURL(new RegExp(`${dutch}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Artikel toegevoegd aan de winkelmand.' })).toBeVisible();
  });
});

test('the cart endpoint sends back only within the shop, and only takes a POST', async ({ request }) => {
  const answer = await request.post('/_cart', {
    form: { cartAction: 'coupon', intent: 'apply', couponCode: '', redirectTo: 'https://evil.example/' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/panier/');
  const protocolRelative = await request.post('/_cart', {
    form: { cartAction: 'coupon', intent: 'apply', couponCode: '', redirectTo: '//evil.example/' },
    maxRedirects: 0,
  });
  expect(protocolRelative.headers()['location']).toBe('/panier/');
  const dutch = await request.post('/_cart', {
    form: { cartAction: 'coupon', intent: 'apply', couponCode: '', redirectTo: '/nl/winkelmand/' },
    maxRedirects: 0,
  });
  expect(dutch.headers()['location']).toBe('/nl/winkelmand/');
  expect((await request.get('/_cart', { maxRedirects: 0 })).status()).toBe(405);
  const crossSite = await request.post('/_cart', {
    form: { cartAction: 'add', variantCode: '10000601', quantity: '1' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});
