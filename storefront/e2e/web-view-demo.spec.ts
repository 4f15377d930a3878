// The web view's demo (issue 15, spec §2 /webView/demo/): what the mobile app does, in the browser. A subscriber
// picks a subscription, the page asks for the signed link as the app does and opens it in its phone frame; the card
// entered on the provider's page inside the frame, the web view posts its outcome to the demo, which lists it.
import type { APIRequestContext } from '@playwright/test';
import { answerMarketing, expect, newCustomer, placeCardOrder, test, waitForHydration, botToken } from './fixtures.ts';

/** A new customer whose one line, subscribed monthly, was paid by card on the test gateway (the API's calls). */
async function subscriber(request: APIRequestContext) {
  const channel = ['gamelle_fr', 'fr_FR'] as const;
  const { api, email, password, token } = await newCustomer(request, channel, 'webViewDemo', {
    emailPrefix: 'web-view-demo',
  });
  const { gateway } = await placeCardOrder(api, token, channel, {
    lines: [{ variant: '10000601', quantity: 1, subscriptionInterval: 31 }],
    billingAddress: {
      firstName: 'Léa',
      lastName: 'Dubois',
      countryCode: 'FR',
      street: '3 rue Victor Hugo',
      postcode: '75011',
      city: 'Paris',
      phoneNumber: '+33612345678',
    },
    returnUrl: () => '/',
  });
  // The gateway's card form, posted as its page does: the subscription keeps that card.
  const paid = await request.post(gateway, { form: { card: '4000 0000 0000 0341' }, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  let code = '';
  await expect(async () => {
    const list = await api('GET', '/subscriptions', undefined, token);
    const first = list['hydra:member']?.[0];
    expect(first?.paymentMethod).toBeTruthy();
    code = first.code;
  }).toPass({ timeout: 20_000 });
  return { email, password, code };
}

test('a visitor is offered the login first (NL)', async ({ page }) => {
  await page.goto('/nl/webView/demo/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo van de webview: kaart wijzigen');
  await expect(page.getByText('Meld u aan om de demo met uw abonnementen te proberen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute(
    'href',
    /^\/nl\/verbinding\/\?.*webView%2Fdemo/,
  );
  await expect(page.getByRole('group', { name: 'Demotelefoon' })).toHaveCount(0);
  await expect(page.getByText('Nog geen bericht.')).toBeVisible();
});

test('a subscriber opens the web view in the phone frame and the demo receives its outcome', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: baseURL! });
  try {
    await answerMarketing(context, baseURL!);
    const customer = await subscriber(context.request);
    const login = await context.request.post('/_session/login?channelCode=gamelle_fr&locale=fr_FR', {
      headers: { Origin: baseURL! },
      data: { email: customer.email, password: customer.password, botToken: await botToken(context.request, 'login') },
    });
    expect(login.status()).toBe(200);
    const page = waitForHydration(await context.newPage());

    const answer = await page.goto('/webView/demo/');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Démo de la web view\u00a0: changement de carte');
    const phone = page.getByRole('group', { name: 'Téléphone de démonstration' });
    await expect(phone).toContainText('Choisissez un abonnement et ouvrez la web view.');
    await expect(page.getByLabel('Abonnement')).toHaveValue(customer.code);
    await expect(page.getByText('Aucun message pour l’instant.')).toBeVisible();

    // The demo asks for the signed link, as the app does, and opens it in the frame.
    const linked = page.waitForResponse(
      (r) => r.url().includes(`/subscriptions/${customer.code}/web-view-links`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Ouvrir la web view' }).click();
    expect((await linked).status()).toBe(201);
    const frameElement = phone.locator('iframe[title="Web view de changement de carte"]');
    await expect(frameElement).toHaveAttribute(
      'src',
      new RegExp(`^/web-view/${customer.code}-changement-de-paiement/\\?token=`),
    );
    // Phone-sized: narrower than the page, taller than wide.
    const box = (await frameElement.boundingBox())!;
    expect(box.width).toBeLessThan(500);
    expect(box.height).toBeGreaterThan(box.width);

    const app = page.frameLocator('iframe[title="Web view de changement de carte"]');
    await expect(app.getByRole('heading', { level: 1, name: 'Changer de carte bancaire' })).toBeVisible();
    await expect(app.getByTestId('current-card')).toContainText('VISA se terminant par 0341');
    await app.getByRole('button', { name: 'Saisir une nouvelle carte' }).click();
    await app.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await app.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(app.getByTestId('card-change')).toHaveAttribute('data-status', 'succeeded');

    // The outcome reaches the demo (the app's side): one message, the new card's.
    const messages = page.getByTestId('web-view-messages').locator('li');
    await expect(messages).toHaveCount(1);
    const message = JSON.parse((await messages.first().textContent())!);
    expect(message).toMatchObject({
      type: 'gamelle:payment-method-change',
      subscription: customer.code,
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      message: null,
    });
    await expect(page.getByText('Aucun message pour l’instant.')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
