// A subscription's life, FR and NL (issue 15), against the real server and its job worker, the shop clock moved by
// the operators' command line (`pnpm ops clock set`, `pnpm ops jobs run`): two subscribed lines checked out and paid
// on the test gateway with the card that expires at the end of the month → the subscription in the account → its
// frequency (the next order moves with it) → its date → a relay point for every draft → 7 days before: the first
// reminder e-mail → 4 days before: the last-day reminder, then locked with the contact message → past the limit the
// renewal is charged, shipped on its day, in the history, its invoice a week later → the card expired alert → a new
// card through the app's web view (signed link, once: reopened it is a 410) → a cancellation request.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import {
  answerMarketing,
  expect,
  newCustomer,
  placeCardOrder,
  test,
  waitForHydration,
  ops,
  botToken,
} from './fixtures.ts';

const languages = {
  fr: {
    channel: ['gamelle_fr', 'fr_FR'],
    address: {
      countryCode: 'FR',
      street: '3 rue Victor Hugo',
      postcode: '75011',
      city: 'Paris',
      phoneNumber: '+33612345678',
    },
    list: '/mon-compte/mes-abonnements/',
    detail: (code: string) => `/mon-compte/mes-abonnements/${code}/`,
    history: (code: string) => `/mon-compte/mes-abonnements/${code}/historique/`,
    pay: 'Payer',
    cardNumber: 'Numéro de carte',
    seeSubscription: (code: string) => `Voir l’abonnement n° ${code}`,
    tabNext: 'Prochaine commande',
    tabSubscription: 'Mon abonnement',
    changeFrequency: 'Modifier la fréquence',
    every3Weeks: 'Fréquence\u00a0: 3 semaines',
    confirm: 'Valider',
    changeDate: 'Modifier la date',
    dateLabel: 'Nouvelle date d’expédition',
    lastChange: (day: string) => `Modifiable jusqu’au ${day} décembre 2026 inclus`,
    changeAddress: 'Changer l’adresse',
    pickup: 'Livraison en point relais',
    pickupList: 'Points relais',
    continue: 'Continuer',
    scopeAll: 'Toutes mes commandes à venir',
    saved: 'Votre abonnement est à jour.',
    reminder7: (code: string) => `Votre prochaine livraison d’abonnement ${code} approche`,
    reminder4: (code: string) => `Dernier jour pour modifier votre abonnement ${code}`,
    renewed: (code: string) => `Votre commande d’abonnement ${code} est confirmée`,
    locked: 'Votre prochaine commande est en préparation et ne peut plus être modifiée.',
    contact: 'Contacter le service abonnement',
    renewal: 'Renouvellement',
    invoiceFrom: 'Votre facture sera disponible à partir du 31 décembre 2026',
    download: /Télécharger la facture F\d+ \(PDF\)/,
    webViewTitle: 'Changer de carte bancaire',
    enterCard: 'Saisir une nouvelle carte',
    saveCard: 'Enregistrer la carte',
    cardSaved: 'Nouvelle carte enregistrée',
    usedTitle: 'Lien déjà utilisé',
    card: (last4: string) => `VISA se terminant par ${last4}`,
    requestCancellation: 'Demander la résiliation',
    reason: 'Motif',
    message: 'Précisez votre demande',
    send: 'Envoyer ma demande',
    cancellationDone: 'Votre demande a bien été envoyée.',
    cancellationPending: 'Votre demande de résiliation est en cours',
  },
  nl: {
    channel: ['gamelle_nl', 'nl_BE'],
    address: {
      countryCode: 'BE',
      street: 'Rue de la Station 8',
      postcode: '4000',
      city: 'Liège',
      phoneNumber: '+32470123456',
    },
    list: '/nl/mijn-account/mijn-abonnementen/',
    detail: (code: string) => `/nl/mijn-account/mijn-abonnementen/${code}/`,
    history: (code: string) => `/nl/mijn-account/mijn-abonnementen/${code}/geschiedenis/`,
    pay: 'Betalen',
    cardNumber: 'Kaartnummer',
    seeSubscription: (code: string) => `Abonnement nr. ${code} bekijken`,
    tabNext: 'Volgende bestelling',
    tabSubscription: 'Mijn abonnement',
    changeFrequency: 'Frequentie wijzigen',
    every3Weeks: 'Frequentie: 3 weken',
    confirm: 'Bevestigen',
    changeDate: 'Datum wijzigen',
    dateLabel: 'Nieuwe verzenddatum',
    lastChange: (day: string) => `Aan te passen tot en met ${day} december 2026`,
    changeAddress: 'Adres wijzigen',
    pickup: 'Levering in een afhaalpunt',
    pickupList: 'Afhaalpunten',
    continue: 'Doorgaan',
    scopeAll: 'Al mijn komende bestellingen',
    saved: 'Uw abonnement is bijgewerkt.',
    reminder7: (code: string) => `Uw volgende abonnementslevering ${code} komt eraan`,
    reminder4: (code: string) => `Laatste dag om uw abonnement ${code} te wijzigen`,
    renewed: (code: string) => `Uw abonnementsbestelling ${code} is bevestigd`,
    locked: 'Uw volgende bestelling wordt voorbereid en kan niet meer worden gewijzigd.',
    contact: 'Contact opnemen met de abonnementendienst',
    renewal: 'Hernieuwing',
    invoiceFrom: 'Uw factuur is beschikbaar vanaf 31 december 2026',
    download: /Factuur F\d+ downloaden \(pdf\)/,
    webViewTitle: 'Bankkaart wijzigen',
    enterCard: 'Nieuwe kaart invoeren',
    saveCard: 'Kaart registreren',
    cardSaved: 'Nieuwe kaart geregistreerd',
    usedTitle: 'Link al gebruikt',
    card: (last4: string) => `VISA eindigend op ${last4}`,
    requestCancellation: 'Opzegging aanvragen',
    reason: 'Reden',
    message: 'Licht uw aanvraag toe',
    send: 'Mijn aanvraag versturen',
    cancellationDone: 'Uw aanvraag is verstuurd.',
    cancellationPending: 'Uw opzeggingsverzoek is in behandeling',
  },
} as const;

/** The shop's day moves to `day` (09:00 UTC), and every job due then runs (reminders, renewals, shipping). */
async function dayIs(day: string) {
  await ops('clock', 'set', `${day}T09:00:00.000Z`);
  await ops('jobs', 'run');
}

/** Subjects of the job e-mails (reminders, renewals) sent to `email`, decoded from the outbox's .eml files. */
function jobMailSubjects(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.startsWith('job-'))
    .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) => decodeHeader(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''));
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** A new customer whose cart has two lines subscribed monthly, addressed and ready to pay by card (the API's calls). */
async function customerAtPayment(request: APIRequestContext, language: keyof typeof languages) {
  const { channel, address } = languages[language];
  const { api, query, email, password, token } = await newCustomer(request, channel, 'subscriptions', {
    emailPrefix: 'abonnement',
  });
  const { gateway } = await placeCardOrder(api, token, channel, {
    lines: ['10000601', '10002901'].map((variant) => ({ variant, quantity: 1, subscriptionInterval: 31 })),
    billingAddress: { firstName: 'Léa', lastName: 'Dubois', ...address },
    returnUrl: (order) => sitePath('checkoutConfirmation', language, { order }),
  });
  return { email, password, token, query, gateway, api };
}

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test.describe.serial(`${language.toUpperCase()}: a subscription's life`, () => {
    let context: BrowserContext;
    let page: Page;
    let customer: Awaited<ReturnType<typeof customerAtPayment>>;
    let code = '';

    test.beforeAll(async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      await ops('clock', 'reset');
      context = await browser.newContext({ baseURL: baseURL! });
      await answerMarketing(context, baseURL!);
      page = waitForHydration(await context.newPage());
      customer = await customerAtPayment(context.request, language);
      const login = await context.request.post(`/_session/login${customer.query}`, {
        headers: { Origin: baseURL! },
        data: {
          email: customer.email,
          password: customer.password,
          botToken: await botToken(context.request, 'login'),
        },
      });
      expect(login.status()).toBe(200);
    });

    test.afterAll(async () => {
      await context?.close();
      await ops('clock', 'reset');
    });

    test('subscribe two lines at checkout; frequency, date and relay point changed', async () => {
      test.setTimeout(120_000);
      await test.step('the card that expires at the end of the month pays the order on the gateway', async () => {
        await page.goto(customer.gateway);
        await page.getByLabel(w.cardNumber).fill('4000 0000 0000 0341');
        await page.getByRole('button', { name: w.pay }).click();
        await page.waitForURL(/payment=succeeded/);
      });

      await test.step('the subscription appears with its two lines once the card is kept', async () => {
        await expect(async () => {
          await page.goto(w.list);
          await expect(page.getByTestId('subscription')).toHaveCount(1, { timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        const link = page.getByTestId('subscription').locator('a[data-subscription-link]');
        code = (await link.getAttribute('id'))!.replace('subscription-', '');
        expect(code).toMatch(/^AB\d{7}$/);
        await link.click();
        await expect(page).toHaveURL(w.detail(code));
        await expect(page.getByTestId('subscription-line')).toHaveCount(2);
        // Paid on 1 December with a card that ends on 31 December; the first renewal, on 1 January, is past it.
        await expect(async () => {
          await page.reload();
          await expect(page.locator('[data-alert="card_expired"]')).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 20_000 });
      });

      await test.step('every 3 weeks: the next order moves to 22 December, inside the card’s month', async () => {
        await page.getByRole('tab', { name: w.tabSubscription }).click();
        await page.getByRole('button', { name: w.changeFrequency }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').selectOption('21');
        await dialog.getByRole('button', { name: w.confirm }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.every3Weeks)).toBeVisible();
        await page.getByRole('tab', { name: w.tabNext }).click();
        await expect(page.getByText(w.lastChange('18'))).toBeVisible();
        await expect(page.locator('[data-alert="card_expires_end_of_month"]')).toBeVisible();
        await expect(page.locator('[data-alert="card_expired"]')).toHaveCount(0);
      });

      await test.step('the date moves to 24 December: changes until the 20th', async () => {
        await page.getByRole('button', { name: w.changeDate }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(w.dateLabel).fill('2026-12-24');
        await dialog.getByRole('button', { name: w.confirm }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.lastChange('20'))).toBeVisible();
      });

      await test.step('a relay point for every draft order', async () => {
        await page.getByRole('button', { name: w.changeAddress }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: w.pickup }).check();
        // The checkout's relay-point finder, loaded with the dialog, searches the address's postcode.
        const points = dialog.getByRole('radiogroup', { name: w.pickupList }).getByRole('radio');
        await expect(points.first()).toBeVisible();
        await points.first().check();
        await dialog.getByRole('button', { name: w.continue }).click();
        const scope = page.getByRole('dialog');
        await scope.getByRole('radio', { name: w.scopeAll }).check();
        await scope.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByTestId('relay-point')).toBeVisible();
        await expect(page.getByText(w.saved)).toBeVisible();
        expect(await ops('subscription', 'show', code)).toContain('next 2026-12-24');
      });
    });

    test('reminders 7 and 4 days before, then locked with the contact message', async () => {
      test.setTimeout(90_000);
      await dayIs('2026-12-17');
      await expect.poll(() => jobMailSubjects(customer.email)).toContain(w.reminder7(code));
      await dayIs('2026-12-20');
      await expect.poll(() => jobMailSubjects(customer.email)).toContain(w.reminder4(code));
      await page.goto(w.detail(code));
      // The last day to change: still open.
      await expect(page.getByRole('button', { name: w.changeDate })).toBeVisible();
      await ops('clock', 'set', '2026-12-21T09:00:00.000Z');
      await page.reload();
      const locked = page.getByTestId('subscription-locked');
      await expect(locked).toContainText(w.locked);
      await expect(locked.getByRole('button', { name: w.contact })).toBeVisible();
      await expect(page.getByRole('button', { name: w.changeDate })).toHaveCount(0);
    });

    test('renewed past the limit, shipped on its day, in the history with its invoice a week later', async () => {
      test.setTimeout(90_000);
      await dayIs('2026-12-21');
      await expect.poll(() => jobMailSubjects(customer.email)).toContain(w.renewed(code));
      await dayIs('2026-12-24');
      await page.goto(w.history(code));
      const orders = page.getByTestId('history-order');
      await expect(orders).toHaveCount(2);
      const renewal = orders.filter({ hasText: w.renewal });
      await expect(renewal.locator('[data-status]')).toHaveAttribute('data-status', 'sent');
      await renewal.getByRole('link').first().click();
      await expect(page.getByTestId('order-invoice')).toContainText(w.invoiceFrom);
      await dayIs('2026-12-31');
      await page.reload();
      await expect(page.getByRole('link', { name: w.download })).toBeVisible();
    });

    test('card expired alert → a new card through the app’s web view → cancellation request', async ({ browser }) => {
      test.setTimeout(90_000);
      await page.goto(w.detail(code));
      // The next order ships on 14 January; the card ended on 31 December.
      await expect(page.locator('[data-alert="card_expired"]')).toBeVisible();

      const link = await customer.api('POST', `/subscriptions/${code}/web-view-links`, undefined, customer.token);
      const app = await webView(browser);
      try {
        const opened = await app.page.goto(link.url);
        expect(opened?.status()).toBe(200);
        // The token is spent and out of the address bar; the account's pages stay closed to this session.
        expect(new URL(app.page.url()).search).toBe('');
        await expect(app.page.getByRole('heading', { level: 1, name: w.webViewTitle })).toBeVisible();
        await expect(app.page.getByTestId('current-card')).toContainText(w.card('0341'));
        await expect(app.page.locator('[data-alert="card_expired"]')).toBeVisible();
        await app.page.getByRole('button', { name: w.enterCard }).click();
        await app.page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
        await app.page.getByRole('button', { name: w.saveCard }).click();
        await expect(app.page.getByTestId('card-change')).toHaveAttribute('data-status', 'succeeded');
        await expect(app.page.getByText(w.cardSaved)).toBeVisible();
        await expect
          .poll(() => app.page.evaluate(() => (window as unknown as { appMessages: string[] }).appMessages))
          .toHaveLength(1);
        const [message] = await app.page.evaluate(() => (window as unknown as { appMessages: string[] }).appMessages);
        expect(JSON.parse(message!)).toEqual({
          type: 'gamelle:payment-method-change',
          subscription: code,
          status: 'succeeded',
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
          message: null,
        });
        await expect(app.page.getByRole('link', { name: /application|app/ })).toHaveAttribute(
          'href',
          `gamelle://subscription/${code}/payment?status=succeeded`,
        );
        // The web view's session opens the web view only: not the account's API.
        expect((await app.page.request.get(`/_session/api/v2/shop/subscriptions/${code}`)).status()).toBe(401);

        const reused = await app.page.goto(link.url);
        expect(reused?.status()).toBe(410);
        await expect(app.page.getByRole('heading', { level: 1, name: w.usedTitle })).toBeVisible();
      } finally {
        await app.context.close();
      }

      await page.reload();
      await expect(page.locator('[data-alert="card_expired"]')).toHaveCount(0);
      await expect(page.getByText(w.card('4242'))).toBeVisible();

      await page.getByRole('tab', { name: w.tabSubscription }).click();
      await page.getByRole('button', { name: w.requestCancellation }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.reason).selectOption('price');
      await dialog.getByLabel(w.message).fill(language === 'fr' ? 'Trop cher pour moi.' : 'Te duur voor mij.');
      await dialog.getByRole('button', { name: w.send }).click();
      // The dialog stays for its confirmation (it used to vanish with the form's section, focus lost to the body).
      await expect(dialog.getByText(w.cancellationDone)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByText(w.cancellationPending)).toBeVisible();
      await expect(page.locator(':focus')).toContainText(w.cancellationPending);
      expect(await ops('subscription', 'requests', 'open')).toContain(code);
    });
  });
}

/** The app's web view: a browser of its own (no account session), with the React Native bridge recording. */
async function webView(browser: Browser) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await answerMarketing(context, baseURL);
  await context.addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { appMessages: string[] }).appMessages = messages;
    (window as unknown as { ReactNativeWebView: { postMessage: (m: string) => void } }).ReactNativeWebView = {
      postMessage: (m) => messages.push(m),
    };
  });
  return { context, page: waitForHydration(await context.newPage()) };
}
