import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The order funnel (issue 14), FR and NL, against the real server with the pinned clock and the embedded test
// gateway: guest cart → login (registration) → address (the contract's rules) → relay point → card → confirmation
// → the order in GET /shop/orders. FR also meets a price change made in another tab (409 order_changed, the new
// total confirmed again), a refused card (the bank's message, a retry) and 3-D Secure; NL pays at once.

const words = {
  fr: {
    cart: '/panier/?variantId=10000601&quantity=2',
    cartPath: '/panier/',
    checkout: 'Commander',
    login: '/connexion/',
    funnel: /^\/commande\/[^/]+\/$/,
    email: 'Adresse e-mail',
    continue: 'Continuer',
    firstName: 'Prénom',
    lastName: 'Nom',
    password: 'Mot de passe',
    register: 'Créer mon compte',
    logIn: 'Se connecter',
    street: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    phone: 'Téléphone mobile',
    useAddress: 'Utiliser cette adresse',
    postcodeError: /5 chiffres/,
    pickupTab: 'En point relais',
    pickupFound: /points? relais trouvés?/,
    pickupList: 'Points relais',
    card: 'Carte bancaire',
    terms: 'J’accepte les conditions générales de vente.',
    termsError: 'Acceptez les conditions générales de vente pour commander.',
    placeOrder: 'Commander et payer',
    quantity: /Quantité de/,
    changedTitle: 'Votre commande a changé',
    confirmNew: 'Confirmer avec le nouveau total',
    cardNumber: 'Numéro de carte',
    pay: 'Payer',
    code: /Code reçu par SMS/,
    validate: 'Valider',
    refusedTitle: 'Votre paiement a été refusé',
    retry: 'Réessayer le paiement',
    thanks: 'Merci pour votre commande\u00a0!',
    paid: 'Votre paiement est accepté.',
    viewOrder: 'Voir ma commande',
    unpaid: 'Votre commande attend son paiement\u00a0: elle part dès qu’il est fait.',
    payNow: 'Payer ma commande',
    confirmation: /^\/commande\/[^/]+\/confirmation\/$/,
  },
  nl: {
    cart: '/nl/winkelmand/?variantId=10000601&quantity=2',
    cartPath: '/nl/winkelmand/',
    checkout: 'Bestellen',
    login: '/nl/verbinding/',
    funnel: /^\/nl\/bestelling\/[^/]+\/$/,
    email: 'E-mailadres',
    continue: 'Doorgaan',
    password: 'Wachtwoord',
    register: 'Mijn account aanmaken',
    logIn: 'Inloggen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Adres',
    postcode: 'Postcode',
    city: 'Gemeente',
    phone: 'Gsm-nummer',
    postcodeError: /5 cijfers/,
    useAddress: 'Dit adres gebruiken',
    pickupTab: 'In een afhaalpunt',
    pickupFound: /afhaalpunten? gevonden/,
    pickupList: 'Afhaalpunten',
    card: 'Bankkaart',
    terms: 'Ik ga akkoord met de algemene verkoopvoorwaarden.',
    termsError: 'Ga akkoord met de algemene verkoopvoorwaarden om te bestellen.',
    placeOrder: 'Bestellen en betalen',
    quantity: /^Aantal /,
    changedTitle: 'Uw bestelling is gewijzigd',
    confirmNew: 'Bevestigen met het nieuwe totaal',
    cardNumber: 'Kaartnummer',
    pay: 'Betalen',
    code: /Code ontvangen per sms/,
    validate: 'Bevestigen',
    refusedTitle: 'Uw betaling is geweigerd',
    retry: 'Betaling opnieuw proberen',
    thanks: 'Bedankt voor uw bestelling!',
    paid: 'Uw betaling is aanvaard.',
    viewOrder: 'Mijn bestelling bekijken',
    unpaid: 'Uw bestelling wacht op de betaling: ze vertrekt zodra die gebeurd is.',
    payNow: 'Mijn bestelling betalen',
    confirmation: /^\/nl\/bestelling\/[^/]+\/bevestiging\/$/,
  },
} as const;

type Words = (typeof words)[keyof typeof words];

for (const locale of ['fr', 'nl'] as const) {
  const w = words[locale];
  test(`${locale}: cart → login → address → relay point → card → confirmation → orders`, async ({ page, context }) => {
    test.setTimeout(150_000);
    const email = `checkout-${locale}-${Date.now()}@example.fr`;

    // A guest cart; its checkout link asks for a login first (the target checked, then followed back).
    await page.goto(w.cart);
    await page.getByTestId('checkout-link').click();
    await expect(page).toHaveURL((url) => url.pathname === w.login && /retour=/.test(url.search));
    await page.getByLabel(w.email).fill(locale === 'fr' ? email : 'demo@gamelle.fr');
    await page.getByRole('button', { name: w.continue, exact: true }).click();
    if (locale === 'fr') {
      // A new customer: registration goes on to the funnel with the cart, now theirs (it led to the welcome page,
      // whose only link was « my account »).
      await page.getByRole('textbox', { name: w.firstName }).fill('Aline');
      await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Martin');
      await page.getByRole('textbox', { name: w.password, exact: true }).fill('croquettes-42');
      await page.getByRole('button', { name: w.register }).click();
    } else {
      // The demo customer logs in and is sent back to the funnel.
      await page.getByRole('textbox', { name: w.password, exact: true }).fill('Gamelle-demo-2026');
      await page.getByRole('button', { name: w.logIn }).click();
    }
    await page.waitForURL((url) => w.funnel.test(url.pathname));
    await hydrated(page);
    // The minimal display of spec §2: the logo back to the shop, no search, menus or footer; the page in its main.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    const token = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;

    if (locale === 'fr') {
      // Address step: a new customer has no saved address, so the form; the postcode follows the country.
      await fillAddress(page, w, '6900');
      await page.getByRole('button', { name: w.useAddress }).click();
      await expect(page.getByRole('textbox', { name: w.postcode })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(w.postcodeError)).toBeVisible();
      await page.getByRole('textbox', { name: w.postcode }).fill('69001');
      await page.getByRole('button', { name: w.useAddress }).click();
    } else {
      // The demo customer's favourite address is chosen from the address book.
      await expect(page.getByRole('radiogroup').getByRole('radio').first()).toBeChecked();
    }
    await page.getByTestId('address-continue').click();
    await expect(page).toHaveURL(/step=shipping/);

    // Shipping step: relay points near the address's postcode, as a list of radios with opening hours.
    await page.getByRole('tab', { name: w.pickupTab }).click();
    await expect(page.getByText(w.pickupFound)).toBeVisible();
    const points = page.getByRole('radiogroup', { name: w.pickupList }).getByRole('radio');
    await expect(points.first()).toBeVisible();
    await points.and(page.locator(':not([disabled])')).first().check();
    await page.getByTestId('pickup-continue').click();
    await expect(page).toHaveURL(/step=payment/);

    // Payment step: the terms are required; the card is chosen, its total shown.
    await page.getByRole('radio', { name: w.card }).check();
    await page.getByTestId('place-order').click();
    await expect(page.getByText(w.termsError)).toBeVisible();
    await page.getByRole('checkbox', { name: w.terms }).check();
    const shownTotal = await page.getByTestId('checkout-total').innerText();

    if (locale === 'fr') {
      // Another tab raises the quantity: the total this tab shows is no longer the order's → 409, new totals.
      const other = await context.newPage();
      await other.goto(w.cartPath);
      await hydrated(other);
      const quantity = other.getByRole('spinbutton', { name: w.quantity });
      await quantity.fill('3');
      await quantity.press('Tab');
      await expect(other.getByTestId('cart-total')).not.toHaveText(shownTotal.replace(/\s/g, ' '));
      await other.close();
      await page.getByTestId('place-order').click();
      const dialog = page.getByRole('dialog', { name: w.changedTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('checkout-total')).not.toHaveText(shownTotal);
      await dialog.getByRole('button', { name: w.confirmNew }).click();

      // The test gateway's page: a refused card comes back with the bank's message, detail and code.
      await page.waitForURL(/\/api\/payment\/test-gateway\//);
      await page.getByLabel(w.cardNumber).fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: w.pay }).click();
      await page.waitForURL((url) => w.confirmation.test(url.pathname) && url.searchParams.get('payment') === 'failed');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: w.refusedTitle })).toBeVisible();
      await expect(page.getByText('Paiement refusé par la banque')).toBeVisible();
      await expect(page.getByText('Provision insuffisante')).toBeVisible();
      await expect(page.getByText(/51/)).toBeVisible();
      await page.getByRole('button', { name: w.retry }).click();

      // Retry with 3-D Secure and the test code.
      await page.waitForURL(/\/api\/payment\/test-gateway\//);
      await page.getByLabel(w.cardNumber).fill('4000 0000 0000 3220');
      await page.getByRole('button', { name: w.pay }).click();
      await page.getByLabel(w.code).fill('123456');
      await page.getByRole('button', { name: w.validate }).click();
    } else {
      await page.getByTestId('place-order').click();
      await page.waitForURL(/\/api\/payment\/test-gateway\//);
      // Back from the provider's page without paying: the order waits, and its page offers to pay it (it said
      // « thank you » with no way to pay).
      await page.goBack();
      await page.waitForURL((url) => w.confirmation.test(url.pathname));
      await hydrated(page);
      await expect(page.getByText(w.unpaid)).toBeVisible();
      await page.getByRole('button', { name: w.payNow }).click();
      await page.waitForURL(/\/api\/payment\/test-gateway\//);
      await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: w.pay }).click();
    }

    // Back on the confirmation: paid once the gateway's signed notification is in; the order's number.
    await page.waitForURL(
      (url) => w.confirmation.test(url.pathname) && url.searchParams.get('payment') === 'succeeded',
    );
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await expect(page.getByText(w.paid)).toBeVisible({ timeout: 20_000 });
    const number = (await page.getByTestId('order-number').innerText()).match(/GA\d+/)?.[0];
    expect(number).toBeTruthy();
    await expect(page.getByRole('link', { name: w.viewOrder })).toHaveAttribute('href', new RegExp(`/${token}/$`));

    // The order is the customer's: GET /shop/orders (through the session proxy, which adds the bearer).
    const orders = await page.request.get('/_session/api/v2/shop/orders?page=1');
    expect(orders.status()).toBe(200);
    const list = (await orders.json()) as {
      'hydra:member': { number: string; tokenValue: string; paymentState: string }[];
    };
    expect(list['hydra:member'].map((o) => o.number)).toContain(number);
    expect(list['hydra:member'].find((o) => o.number === number)?.paymentState).toBe('paid');
  });
}

async function fillAddress(page: Page, w: Words, postcode: string) {
  await page.getByRole('textbox', { name: w.firstName }).fill('Aline');
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: w.street, exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: w.postcode }).fill(postcode);
  await page.getByRole('textbox', { name: w.city }).fill('Lyon');
  await page.getByRole('textbox', { name: w.phone }).fill('06 12 34 56 78');
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
