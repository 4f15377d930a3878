// What a customer chose while the page's code was loading is what the page acts on once it has
// (features/shared/choices-before-hydration.ts). React, hydrating, leaves the controls as the customer left them,
// while the components' state is the server's: here the page's code is held back while the customer chooses, then
// released, and what is sent is checked.
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import {
  answerMarketing,
  expect,
  holdChunk,
  logIn,
  newCart,
  newCustomer,
  openHeld,
  pressWhileHeld,
  requestsTo,
  test,
} from './fixtures.ts';

const isAddToCart = (request: Request) =>
  request.method() === 'PATCH' && /\/shop\/orders\/[^/]+\/items/.test(request.url());

test('product: « S’abonner » picked and a quantity typed while the page loaded are what « Ajouter au panier » adds', async ({
  context,
  baseURL,
}) => {
  await answerMarketing(context, baseURL!);
  const page = await context.newPage();
  // The product route's own code: the buy box stays the server's HTML until it is released.
  const chunk = await holdChunk(page, /^\/assets\/_-_format_-[^/]+\.js$/);
  await page.goto('/produits/croquettes-chien-adulte-moyenne-race-au-poulet/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);

  await page.getByRole('radio', { name: /^S’abonner/ }).check();
  const quantity = page.getByRole('spinbutton', { name: /^Quantité de/ });
  await quantity.fill('3');
  await page.getByRole('heading', { level: 1 }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  chunk.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The state follows the page: the subscription's frequency (shown only when subscribing) appears.
  await expect(page.getByLabel('Fréquence de livraison')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^S’abonner/ })).toBeChecked();
  await expect(quantity).toHaveValue('3');

  const added = page.waitForRequest(isAddToCart);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  expect((await added).postDataJSON()).toMatchObject({ quantity: 3, subscriptionInterval: 31 });
  await expect(page.getByRole('status').filter({ hasText: '3 articles ajoutés au panier.' })).toBeVisible();
});

test('product: « Achat unique » picked back while the page loaded stays a one-off purchase', async ({
  context,
  baseURL,
}) => {
  await answerMarketing(context, baseURL!);
  const page = await context.newPage();
  const chunk = await holdChunk(page, /^\/assets\/_-_format_-[^/]+\.js$/);
  await page.goto('/produits/croquettes-chien-adulte-moyenne-race-au-poulet/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  // Nothing changed: the page's state is the server's, nothing is replayed (one add, once, as rendered).
  chunk.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('radio', { name: 'Achat unique' })).toBeChecked();
  const added = page.waitForRequest(isAddToCart);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  expect((await added).postDataJSON()).toMatchObject({ quantity: 1, subscriptionInterval: null });
});

test('checkout: the second saved address picked, and « Continuer » pressed, while the address step’s code loaded are what is sent', async ({
  context,
  request,
  baseURL,
}) => {
  await answerMarketing(context, baseURL!);
  const page = await context.newPage();
  const { api, email, password, token } = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', {
    emailPrefix: 'choix-avant-hydratation',
  });
  const address = { countryCode: 'FR', postcode: '75011', city: 'Paris', phoneNumber: '+33612345678' };
  const home = { alias: 'Maison', firstName: 'Inès', lastName: 'Moreau', street: '9 rue Keller', ...address };
  const office = {
    alias: 'Bureau',
    firstName: 'Inès',
    lastName: 'Moreau',
    street: '40 rue de la Roquette',
    ...address,
  };
  await api('POST', '/addresses', { ...home, phoneNumberCountry: 'FR', isDefault: true }, token);
  await api('POST', '/addresses', { ...office, phoneNumberCountry: 'FR' }, token);
  const cart = await newCart(api, token, ['gamelle_fr', 'fr_FR'], [{ variant: '10000601', quantity: 1 }]);
  await logIn(page, baseURL!, { email, password });

  const chunk = await holdChunk(page, /^\/assets\/AddressStep-[^/]+\.js$/);
  await page.goto(`/commande/${cart.tokenValue}/`, { waitUntil: 'domcontentloaded' });
  // The server's HTML: the default address (« Maison ») picked; the customer picks « Bureau » and goes on.
  await expect(page.getByRole('radio', { name: /^Maison/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Bureau/ }).check();
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname.endsWith(`/orders/${cart.tokenValue}`),
  );
  await page.getByTestId('address-continue').click();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);

  chunk.release();
  expect((await sent).postDataJSON()).toMatchObject({ billingAddress: { street: '40 rue de la Roquette' } });
  await expect(page).toHaveURL(/step=shipping/);
});

/**
 * A customer of this spec's own, logged in in a new page of `context`, with a cart addressed through the Shop API
 * (and its shipment's method chosen when `shipping` is given), its order opened at `/commande/<order>/<query>` with
 * `step`'s code held: the funnel resumes at the shipping step, or at the payment step once shipped.
 */
async function atStep(
  { context, request, baseURL }: { context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  step: 'ShippingStep' | 'PaymentStep',
  {
    shipping,
    query = '',
  }: {
    shipping?: { shippingMethod: 'pickup_point'; pickupPoint: string } | { shippingMethod: 'home_delivery' };
    query?: string;
  } = {},
) {
  await answerMarketing(context, baseURL!);
  const page = await context.newPage();
  const { api, email, password, token } = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', {
    emailPrefix: 'livraison-avant-hydratation',
  });
  const cart = await newCart(api, token, ['gamelle_fr', 'fr_FR'], [{ variant: '10000601', quantity: 1 }]);
  const billingAddress = {
    firstName: 'Inès',
    lastName: 'Moreau',
    countryCode: 'FR',
    street: '9 rue Keller',
    postcode: '75011',
    city: 'Paris',
    phoneNumber: '+33612345678',
  };
  const addressed = await api('PUT', `/orders/${cart.tokenValue}`, { billingAddress }, token);
  if (shipping)
    await api('PATCH', `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0].id}`, shipping, token);
  await logIn(page, baseURL!, { email, password });
  const order: string = cart.tokenValue;
  const chunk = await openHeld(page, step, `/commande/${order}/${query}`);
  return { page, order, chunk };
}

test('checkout: « Continuer » pressed on the shipping step while its code loaded sends home delivery and goes on', async ({
  context,
  request,
  baseURL,
}) => {
  // The order resumes at the shipping step, rendered by the server; its own code stays held.
  const { page, order, chunk } = await atStep({ context, request, baseURL }, 'ShippingStep');
  await expect(page.getByRole('tab', { name: 'À domicile' })).toHaveAttribute('aria-selected', 'true');
  const press = await pressWhileHeld(
    page,
    chunk,
    () => page.getByTestId('shipping-continue').click(),
    requestsTo('PATCH', `/orders/${order}/shipments/`),
  );
  await expect(page).toHaveURL(/step=payment/);
  expect(JSON.parse(press.sentOnce())).toEqual({ shippingMethod: 'home_delivery', pickupPoint: null });
});

test('checkout: « Continuer » pressed on the relay tab while the shipping step’s code loaded sends the order’s relay point', async ({
  context,
  request,
  baseURL,
}) => {
  // The customer chose a relay point before and comes back: the server shows the relay tab, its list, that point
  // picked (another one picked meanwhile: the test below).
  const { page, order, chunk } = await atStep({ context, request, baseURL }, 'ShippingStep', {
    shipping: { shippingMethod: 'pickup_point', pickupPoint: 'FR-75015-01' },
    query: '?step=shipping',
  });
  await expect(page.getByRole('tab', { name: 'En point relais' })).toHaveAttribute('aria-selected', 'true');
  const press = await pressWhileHeld(
    page,
    chunk,
    () => page.getByTestId('pickup-continue').click(),
    requestsTo('PATCH', `/orders/${order}/shipments/`),
  );
  await expect(page).toHaveURL(/step=payment/);
  expect(JSON.parse(press.sentOnce())).toEqual({ shippingMethod: 'pickup_point', pickupPoint: 'FR-75015-01' });
});

test('checkout: the relay tab pressed while the shipping step’s code loaded is the tab shown once it is live', async ({
  context,
  request,
  baseURL,
}) => {
  // No method chosen yet: the server shows the home delivery tab; the customer presses the relay one meanwhile.
  const { page, order, chunk } = await atStep({ context, request, baseURL }, 'ShippingStep', {
    query: '?step=shipping',
  });
  const relayTab = page.getByRole('tab', { name: 'En point relais' });
  await expect(page.getByRole('tab', { name: 'À domicile' })).toHaveAttribute('aria-selected', 'true');
  const press = await pressWhileHeld(
    page,
    chunk,
    async () => {
      // Pressed as Safari (macOS, iOS) presses a button: without focusing it. (Chromium's focus on the press would
      // select the tab by itself once live: React replays a focus it saw before hydrating. The press must count.)
      await page.evaluate(() => {
        const noFocus = (event: Event) => event.preventDefault();
        addEventListener('mousedown', noFocus, true);
        addEventListener('click', () => removeEventListener('mousedown', noFocus, true), { capture: true, once: true });
      });
      await relayTab.click();
      await expect(relayTab).not.toBeFocused();
    },
    requestsTo('PATCH', `/orders/${order}/shipments/`),
  );
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The press counted: the relay tab is the one shown, its list near the address's postcode comes, and its
  // « Continuer » sends a relay point (the old page stayed on home delivery and sent that).
  await expect(relayTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'Tabac de la Roquette' }).check();
  await page.getByTestId('pickup-continue').click();
  await expect(page).toHaveURL(/step=payment/);
  expect(JSON.parse(press.sentOnce())).toEqual({ shippingMethod: 'pickup_point', pickupPoint: 'FR-75011-01' });
  await press.noReload();
});

test('checkout: another relay point picked in the server’s list, and « Continuer » pressed, while the shipping step’s code loaded', async ({
  context,
  request,
  baseURL,
}) => {
  // The order has a relay point (Paris 15e): the server shows the relay tab and its list near that point.
  const { page, order, chunk } = await atStep({ context, request, baseURL }, 'ShippingStep', {
    shipping: { shippingMethod: 'pickup_point', pickupPoint: 'FR-75015-01' },
    query: '?step=shipping',
  });
  await expect(page.getByRole('radio', { name: 'Pressing Vaugirard' })).toBeChecked();
  const press = await pressWhileHeld(
    page,
    chunk,
    async () => {
      await page.getByRole('radio', { name: 'Tabac de la Roquette' }).check();
      await page.getByTestId('pickup-continue').click();
    },
    requestsTo('PATCH', `/orders/${order}/shipments/`),
  );
  await expect(page).toHaveURL(/step=payment/);
  expect(JSON.parse(press.sentOnce())).toEqual({ shippingMethod: 'pickup_point', pickupPoint: 'FR-75011-01' });
  await press.noReload();
});

test('checkout: a payment method and the terms chosen, and the order placed, while the payment step’s code loaded', async ({
  context,
  request,
  baseURL,
}) => {
  // Addressed and shipped: the order resumes at the payment step, rendered by the server with its methods.
  const { page, order, chunk } = await atStep({ context, request, baseURL }, 'PaymentStep', {
    shipping: { shippingMethod: 'home_delivery' },
  });
  const chosen: string[] = [];
  const events: string[] = [];
  // The method's PATCH answered a second late: the order must still be placed only after it.
  await page.route(
    (url) => url.pathname.includes(`/orders/${order}/payments/`),
    async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      chosen.push(route.request().postData() ?? '');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const answer = await route.fetch();
      events.push('method answered');
      await route.fulfill({ response: answer });
    },
  );
  page.on('request', (r) => {
    if (requestsTo('PATCH', `/orders/${order}/complete`)(r)) events.push('order placed');
  });
  const press = await pressWhileHeld(
    page,
    chunk,
    async () => {
      await page.getByRole('radio', { name: /Virement bancaire/ }).check();
      await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
      await page.getByTestId('place-order').click();
    },
    requestsTo('PATCH', `/orders/${order}/complete`),
  );
  await expect(page).toHaveURL(/\/confirmation\//);
  // The method's PATCH went first, then the order was placed once, with that method.
  expect(chosen.map((body) => JSON.parse(body))).toEqual([{ paymentMethod: 'bank_transfer' }]);
  expect(events).toEqual(['method answered', 'order placed']);
  press.sentOnce();
  await expect(page.getByText('Votre commande attend votre virement.', { exact: false })).toBeVisible();
});

test('category: a sort chosen in its select while the page loaded is the one the listing then shows', async ({
  context,
  baseURL,
}) => {
  await answerMarketing(context, baseURL!);
  // The order the server gives « Nouveautés » (not the default one: the replay must be what changes it).
  const sorted = await context.newPage();
  await sorted.goto('/chien/?sort=first_sell_at');
  const newest = await skus(sorted);
  await sorted.goto('/chien/');
  expect(await skus(sorted)).not.toEqual(newest);
  await sorted.close();

  const page = await context.newPage();
  // The category route's own code (`_-<hash>.js`, not the FAQ's `_-_faqQuery_-…`): the sort select stays the
  // server's until it is released. A select's change does nothing natively in the page's GET form.
  const chunk = await holdChunk(page, /^\/assets\/_-[A-Za-z0-9_-]{8}\.js$/);
  await page.goto('/chien/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  const sort = page.getByRole('combobox', { name: 'Trier par' });
  await sort.selectOption({ label: 'Nouveautés' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(new URL(page.url()).search).toBe('');

  chunk.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // React rendered « Pertinence » (the URL's): the replayed change is the page's own, the URL and the list follow.
  await expect(page).toHaveURL(/\/chien\/\?sort=first_sell_at$/);
  await expect.poll(() => skus(page)).toEqual(newest);
  await expect(sort).toHaveValue('first_sell_at');
});

/** The listing's products, in the order shown. */
function skus(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku')!));
}
