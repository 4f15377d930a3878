// The funnel's other paths (issue 14), FR and NL, each test with a customer of its own whose cart is made through
// the Shop API (as the funnel's first steps would) so the browser starts where the path begins:
// - a relay point chosen by clicking its marker on the map → bank transfer → the confirmation says what happens
//   next (bank details) → the order awaits its payment → the operator records it (`pnpm ops order pay`) → paid;
// - a free order with the demo's 100 % coupon (DEMO100, seeded on demo shops) → payment skipped → confirmation;
// - two tabs on one order: the one that did not act shows the blocking dialog, keeps the keyboard inside it, and
//   Escape resumes with the order as the server now has it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, test, waitForHydration, ops, botToken } from './fixtures.ts';

const languages = {
  fr: {
    channel: ['gamelle_fr', 'fr_FR'],
    funnel: (token: string) => `/commande/${token}/`,
    confirmation: /^\/commande\/[^/]+\/confirmation\/$/,
    address: {
      countryCode: 'FR',
      street: '9 rue Keller',
      postcode: '75011',
      city: 'Paris',
      phoneNumber: '+33612345678',
    },
    // Paris 11e and 15e: two relay points a few kilometres apart; the second one is chosen on the map.
    mapPoint: { code: 'FR-75015-01', name: 'Pressing Vaugirard' },
    otherPoint: 'Tabac de la Roquette',
    pickupTab: 'En point relais',
    pickupList: 'Points relais',
    transfer: 'Virement bancaire',
    terms: 'J’accepte les conditions générales de vente.',
    placeOffline: 'Valider ma commande',
    placeFree: 'Valider ma commande gratuite',
    free: 'Commande offerte',
    thanks: 'Merci pour votre commande\u00a0!',
    nextTransfer: /Votre commande attend votre virement/,
    nextPaid: /Votre paiement est accepté/,
    nextFree: /Rien à payer/,
    iban: 'IBAN',
    otherTabTitle: 'Commande modifiée dans un autre onglet',
    otherTabChanged: /modifiée dans un autre onglet\. Reprenez-la/,
  },
  nl: {
    channel: ['gamelle_nl', 'nl_BE'],
    funnel: (token: string) => `/nl/bestelling/${token}/`,
    confirmation: /^\/nl\/bestelling\/[^/]+\/bevestiging\/$/,
    address: {
      countryCode: 'BE',
      street: 'Nieuwstraat 5',
      postcode: '1000',
      city: 'Brussel',
      phoneNumber: '+32470123456',
    },
    // Brussels and Ixelles: the second point is chosen on the map.
    mapPoint: { code: 'BE-1050-01', name: 'Night shop Flagey' },
    otherPoint: 'Librairie du Sablon',
    pickupTab: 'In een afhaalpunt',
    pickupList: 'Afhaalpunten',
    transfer: 'Overschrijving',
    terms: 'Ik ga akkoord met de algemene verkoopvoorwaarden.',
    placeOffline: 'Mijn bestelling bevestigen',
    placeFree: 'Mijn gratis bestelling bevestigen',
    free: 'Gratis bestelling',
    thanks: 'Bedankt voor uw bestelling!',
    nextTransfer: /Uw bestelling wacht op uw overschrijving/,
    nextPaid: /Uw betaling is aanvaard/,
    nextFree: /Niets te betalen/,
    iban: 'IBAN',
    otherTabTitle: 'Bestelling gewijzigd in een ander tabblad',
    otherTabChanged: /in een ander tabblad gewijzigd\. Ga verder/,
  },
} as const;

type Language = keyof typeof languages;

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test(`${language.toUpperCase()}: relay point clicked on the map → bank transfer → awaiting payment → ops records it → paid`, async ({
    page,
    baseURL,
  }) => {
    const customer = await customerWithCart(page.request, language);
    await logIn(page, baseURL!, language, customer);

    await test.step('the relay tab draws the points on the map; a marker chooses its point in the list', async () => {
      await page.goto(`${w.funnel(customer.token)}?step=shipping`);
      await page.getByRole('tab', { name: w.pickupTab }).click();
      const list = page.getByRole('radiogroup', { name: w.pickupList });
      await expect(list.getByRole('radio').first()).toBeVisible();
      const map = page.getByTestId('store-map');
      // The map is for the eyes: hidden from assistive technology, the list is the accessible way.
      await expect(map).toHaveAttribute('aria-hidden', 'true');
      await expect(list.getByRole('radio', { checked: true })).toHaveCount(0);
      await map.locator(`[data-point="${w.mapPoint.code}"]`).click();
      await expect(list.getByRole('radio', { name: new RegExp(w.mapPoint.name) })).toBeChecked();
      await expect(list.getByRole('radio', { name: new RegExp(w.otherPoint) })).not.toBeChecked();
      // The chosen point is the highlighted marker, its name beside it.
      // (The hover tooltip it replaces fades out for 200 ms before it leaves.)
      await expect(map.locator('.leaflet-tooltip', { hasText: w.mapPoint.name })).toHaveCount(1);
      await page.getByTestId('pickup-continue').click();
      await expect(page).toHaveURL(/step=payment/);
      const order = await sessionOrder(page, customer.token);
      expect(order.shipments[0]?.pickupPoint?.code).toBe(w.mapPoint.code);
    });

    await test.step('bank transfer: the confirmation says what happens next, the order awaits its payment', async () => {
      await page.getByRole('radio', { name: w.transfer }).check();
      await expect.poll(async () => (await sessionOrder(page, customer.token)).checkoutState).toBe('payment_selected');
      // Back to the delivery and on again: the order is back to a chosen delivery, its attempt still naming the
      // transfer. The radios showed it chosen, placing the order answered « choose a method first », and pressing the
      // transfer again did nothing (already checked).
      await page.goto(`${new URL(page.url()).pathname}?step=shipping`);
      await page.getByTestId('pickup-continue').click();
      await expect(page).toHaveURL(/step=payment/);
      await expect(page.getByRole('radio', { name: w.transfer })).not.toBeChecked();
      await page.getByRole('radio', { name: w.transfer }).check();
      await page.getByRole('checkbox', { name: w.terms }).check();
      await page.getByRole('button', { name: w.placeOffline, exact: true }).click();
      await page.waitForURL((url) => w.confirmation.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
      await expect(page.getByText(w.nextTransfer)).toBeVisible();
      const placed = await sessionOrder(page, customer.token);
      expect(placed).toMatchObject({
        state: 'completed',
        paymentState: 'awaiting_payment',
        status: 'awaiting_payment',
      });
      // The bank details, with the order's number as the transfer's reference.
      const instructions = page.getByTestId('payment-instructions');
      await expect(instructions).toContainText(w.iban);
      await expect(instructions).toContainText(placed.number!);
    });

    await test.step('the operator records the transfer: the order is paid', async () => {
      const { number } = await sessionOrder(page, customer.token);
      await ops('order', 'pay', number!);
      expect(await sessionOrder(page, customer.token)).toMatchObject({ paymentState: 'paid' });
      await page.reload();
      await expect(page.getByText(w.nextPaid)).toBeVisible();
      await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
    });
  });

  test(`${language.toUpperCase()}: a free order with the 100 % coupon skips the payment`, async ({ page, baseURL }) => {
    const customer = await customerWithCart(page.request, language, 'DEMO100');
    await logIn(page, baseURL!, language, customer);

    await page.goto(`${w.funnel(customer.token)}?step=shipping`);
    await page.getByTestId('shipping-continue').click();
    await expect(page).toHaveURL(/step=payment/);
    // The server skipped the payment: nothing to pay, the free method is the only one and already chosen.
    expect(await sessionOrder(page, customer.token)).toMatchObject({ checkoutState: 'payment_skipped', total: 0 });
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: w.free })).toBeChecked();
    await page.getByRole('checkbox', { name: w.terms }).check();
    await page.getByRole('button', { name: w.placeFree }).click();

    await page.waitForURL((url) => w.confirmation.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await expect(page.getByText(w.nextFree)).toBeVisible();
    expect(await sessionOrder(page, customer.token)).toMatchObject({
      state: 'completed',
      paymentState: 'paid',
      total: 0,
    });
  });

  test(`${language.toUpperCase()}: two tabs on one order: the other tab is blocked by the dialog, Escape resumes`, async ({
    page,
    context,
    baseURL,
  }) => {
    const customer = await customerWithCart(page.request, language, undefined, 'home_delivery');
    await logIn(page, baseURL!, language, customer);
    const payment = `${w.funnel(customer.token)}?step=payment`;
    await page.goto(payment);
    const other = waitForHydration(await context.newPage());
    await other.goto(payment);
    await expect(other.getByRole('radio', { name: w.transfer })).not.toBeChecked();

    // This tab chooses the transfer (a PATCH on the order): the other tab is told, and blocked.
    await page.getByRole('radio', { name: w.transfer }).check();
    await expect(page.getByRole('radio', { name: w.transfer })).toBeChecked();
    const dialog = other.getByRole('dialog', { name: w.otherTabTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(w.otherTabChanged);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Blocking: the funnel behind it is out of reach (hidden from the accessibility tree), the keyboard stays in it.
    await expect(other.getByRole('radio', { name: w.transfer })).toHaveCount(0);
    for (let i = 0; i < 3; i++) {
      await other.keyboard.press('Tab');
      expect(await focusInDialog(other)).toBe(true);
    }

    // Escape is a way out like the button: the tab resumes with the order as the server has it now.
    await other.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(other.getByRole('radio', { name: w.transfer })).toBeChecked();
    await expect(other.getByRole('button', { name: w.placeOffline, exact: true })).toBeVisible();
    await other.close();
  });
}

/** Whether the focused element is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
}

interface Customer {
  email: string;
  password: string;
  token: string;
}

/**
 * A new customer (fixtures.ts, this spec's client addresses) with a cart of 2 × CHIEN-SEC-ADULTE-MR 3 kg, addressed
 * (and its shipping chosen when asked), made through the Shop API as the funnel calls it.
 */
async function customerWithCart(
  request: APIRequestContext,
  language: Language,
  coupon?: string,
  shippingMethod?: 'home_delivery',
): Promise<Customer> {
  const { channel, address } = languages[language];
  const { api, email, password, token } = await newCustomer(request, channel, 'checkoutPaths', {
    emailPrefix: 'parcours',
    firstName: 'Inès',
    lastName: 'Moreau',
  });
  const cart = await api('POST', '/orders', { channelCode: channel[0], localeCode: channel[1] }, token);
  const path = `/orders/${cart.tokenValue}`;
  await api('PATCH', `${path}/items`, { productVariant: '/api/v2/shop/product-variants/10000601', quantity: 2 }, token);
  if (coupon) await api('PATCH', `${path}/apply-coupon`, { couponCode: coupon }, token);
  const billingAddress = { firstName: 'Inès', lastName: 'Moreau', ...address };
  const addressed = await api('PUT', path, { billingAddress }, token);
  if (shippingMethod) await api('PATCH', `${path}/shipments/${addressed.shipments[0].id}`, { shippingMethod }, token);
  return { email, password, token: cart.tokenValue as string };
}

/** Logs the browser in as the shop's login page does: the session's HttpOnly cookies land in this context. */
async function logIn(page: Page, baseURL: string, language: Language, customer: Customer): Promise<void> {
  const [channel, locale] = languages[language].channel;
  const login = await page.request.post(`/_session/login?channelCode=${channel}&locale=${locale}`, {
    headers: { Origin: baseURL },
    data: { email: customer.email, password: customer.password, botToken: await botToken(page.request, 'login') },
  });
  expect(login.status()).toBe(200);
}

interface SessionOrder {
  number: string | null;
  state: string;
  checkoutState: string;
  paymentState: string;
  status: string;
  total: number;
  shipments: { pickupPoint?: { code: string } | null }[];
}

/** The order as its owner reads it (through the session proxy, which adds the bearer from the HttpOnly cookie). */
async function sessionOrder(page: Page, token: string): Promise<SessionOrder> {
  const response = await page.request.get(`/_session/api/v2/shop/orders/${token}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionOrder;
}
