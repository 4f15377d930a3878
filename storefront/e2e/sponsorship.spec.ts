// Sponsorships (issue 16), FR and NL, against the real server: a sponsor invites a friend from the account page; the
// friend opens the e-mail's link, registers through it (the code waits in a cookie and prefills the form), gets
// the welcome coupon and orders with it; the operator records the transfer and ships (`pnpm ops order ship`), and
// both rewards show: the friend's coupon used on that order, the sponsor's credit on the sponsorship page.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  answerMarketing,
  expect,
  expectOneInsetMain,
  newCustomer,
  placeOrder,
  shopApi,
  test,
  ops,
  botToken,
} from './fixtures.ts';

const languages = {
  fr: {
    page: '/mon-compte/mes-parrainages/',
    channel: ['gamelle_fr', 'fr_FR'],
    linkPath: /\/parrainage\/GML-[A-Z0-9]{10}\//,
    title: 'Mes parrainages',
    inviteEmail: 'E-mail de votre ami',
    inviteSubmit: 'Envoyer l’invitation',
    invited: 'Invitation envoyée à',
    create: 'Créer mon compte',
    loginTitle: 'Connexion',
    email: 'Adresse e-mail',
    continue: 'Continuer',
    firstName: 'Prénom',
    lastName: 'Nom',
    password: 'Mot de passe',
    sponsorCode: 'Code de parrainage (facultatif)',
    sponsoredBy: 'Vous avez été parrainé(e) par Léa D.',
    welcomeUsed: 'Votre cadeau de bienvenue a été utilisé sur votre première commande.',
    rewarded: 'Récompensé',
    address: {
      countryCode: 'FR',
      street: '3 rue Victor Hugo',
      postcode: '75011',
      city: 'Paris',
      phoneNumber: '+33612345678',
    },
  },
  nl: {
    page: '/nl/mijn-account/mijn-aangedragen-vrienden/',
    channel: ['gamelle_nl', 'nl_BE'],
    linkPath: /\/nl\/vriendencode\/GML-[A-Z0-9]{10}\//,
    title: 'Mijn aangebrachte vrienden',
    inviteEmail: 'E-mailadres van uw vriend',
    inviteSubmit: 'Uitnodiging versturen',
    invited: 'Uitnodiging verstuurd naar',
    create: 'Mijn account aanmaken',
    loginTitle: 'Inloggen',
    email: 'E-mailadres',
    continue: 'Doorgaan',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    password: 'Wachtwoord',
    sponsorCode: 'Vriendencode (optioneel)',
    sponsoredBy: 'U werd aangebracht door Léa D.',
    welcomeUsed: 'Uw welkomstgeschenk werd gebruikt bij uw eerste bestelling.',
    rewarded: 'Beloond',
    address: {
      countryCode: 'BE',
      street: 'Veldstraat 30',
      postcode: '9000',
      city: 'Gent',
      phoneNumber: '+32470987654',
    },
  },
} as const;

type Language = keyof typeof languages;

/** The sponsorship links of the e-mails sent to `email` so far, decoded from quoted-printable. */
function linksTo(email: string, path: RegExp): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((name) =>
      readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(`To: ${email}`))
    .flatMap((text) => [...text.matchAll(new RegExp(`https?://[^/\\s]+(${path.source})`, 'g'))])
    .map((match) => match[1]!);
}

/** Logs the browser in as the shop's login page does: the session's HttpOnly cookies land in this context. */
async function logInBrowser(page: Page, baseURL: string, language: Language, email: string, password: string) {
  const [channel, locale] = languages[language].channel;
  await page.context().clearCookies();
  await answerMarketing(page.context(), baseURL); // the consent cookie went with the others
  const login = await page.request.post(`/_session/login?channelCode=${channel}&locale=${locale}`, {
    headers: { Origin: baseURL },
    data: { email, password, botToken: await botToken(page.request, 'login') },
  });
  expect(login.status()).toBe(200);
}

/** The friend's first order with the welcome coupon, paid by transfer, through the Shop API as the funnel calls it. */
async function orderWith(
  request: APIRequestContext,
  language: Language,
  email: string,
  password: string,
  coupon: string,
) {
  const api = shopApi(request, languages[language].channel, 'sponsorship');
  const { token } = await api('POST', '/authentication-token', {
    email,
    password,
    botToken: await botToken(request, 'login'),
  });
  const { placed } = await placeOrder(api, token, languages[language].channel, {
    lines: [{ variant: '10000601', quantity: 1 }],
    coupon,
    billingAddress: { firstName: 'Hugo', lastName: 'Bernard', ...languages[language].address },
    paymentMethod: 'bank_transfer',
  });
  expect(placed.orderPromotionTotal).toBe(1000);
  return placed.number as string;
}

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test(`${language.toUpperCase()}: invite → the friend registers through the link and orders → shipped: both rewards`, async ({
    page,
    baseURL,
  }) => {
    const sponsor = await newCustomer(page.request, languages[language].channel, 'sponsorship', {
      emailPrefix: 'parrain',
    });
    const friend = { email: `filleul-${randomUUID()}@example.fr`, password: 'patee-du-chat-7' };
    let link = '';

    await test.step('the sponsor invites a friend by e-mail from the account page', async () => {
      await logInBrowser(page, baseURL!, language, sponsor.email, sponsor.password);
      await page.goto(w.page);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      link = (await page.getByTestId('sponsorship-link').textContent())!;
      expect(link).toMatch(w.linkPath);
      await page.getByRole('textbox', { name: w.inviteEmail }).fill(friend.email);
      await page.getByRole('button', { name: w.inviteSubmit }).click();
      await expect(page.getByText(`${w.invited} ${friend.email}.`)).toBeVisible();
      await expect(page.getByTestId('sponsorship-friend').filter({ hasText: friend.email })).toHaveAttribute(
        'data-state',
        'invited',
      );
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });

    await test.step('the friend opens the e-mail’s link and registers; the code comes with it', async () => {
      await expect.poll(() => linksTo(friend.email, w.linkPath).length).toBeGreaterThan(0);
      const [mailed] = linksTo(friend.email, w.linkPath);
      expect(link.endsWith(mailed!)).toBe(true);
      await page.context().clearCookies();
      // A new visitor, but one who answered the cookie banner (it would cover the form's button).
      await answerMarketing(page.context(), baseURL!);
      await page.goto(mailed!);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Léa');
      await expectOneInsetMain(page);
      await page.getByRole('link', { name: w.create }).click();
      await page.waitForURL(/\/(connexion|nl\/verbinding)\/$/);
      // A client-side navigation: the address changes before the login page has rendered (and the previous page had
      // hydrated already), so wait for the login's own heading, and for what was typed to stay in the field.
      await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
      await expect(async () => {
        await page.getByLabel(w.email).fill(friend.email);
        await expect(page.getByLabel(w.email)).toHaveValue(friend.email, { timeout: 1000 });
      }).toPass();
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      const code = mailed!.split('/').at(-2)!;
      await expect(page.getByRole('textbox', { name: w.sponsorCode })).toHaveValue(code);
      await page.getByRole('textbox', { name: w.firstName }).fill('Hugo');
      await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Bernard');
      await page.getByRole('textbox', { name: w.password, exact: true }).fill(friend.password);
      await page.getByRole('button', { name: w.create }).click();
      await page.waitForURL(/\/(mon-compte\/bienvenue|nl\/mijn-account\/welkom)\/$/);
    });

    let welcome = '';
    await test.step('the friend sees the sponsor and the welcome coupon, and orders with it', async () => {
      await page.goto(w.page);
      await expect(page.getByTestId('sponsored-by')).toContainText(w.sponsoredBy);
      welcome = (await page
        .getByTestId('sponsored-by')
        .getByTestId('sponsorship-coupon')
        .locator('span')
        .first()
        .textContent())!;
      expect(welcome).toMatch(/^GIFT-/);
      const number = await orderWith(page.request, language, friend.email, friend.password, welcome);
      await ops('order', 'pay', number);
      await ops('order', 'ship', number, '--carrier', 'Colissimo', '--tracking', `6A${number}`);
      await page.reload();
      await expect(page.getByTestId('sponsored-by')).toContainText(w.welcomeUsed);
    });

    await test.step('once the order has shipped, the sponsor sees the friend rewarded and the credit', async () => {
      await logInBrowser(page, baseURL!, language, sponsor.email, sponsor.password);
      await page.goto(w.page);
      const row = page.getByTestId('sponsorship-friend').filter({ hasText: 'Hugo B.' });
      await expect(row).toHaveAttribute('data-state', 'rewarded');
      await expect(row).toContainText(w.rewarded);
      await expect(page.getByTestId('sponsorship-coupon')).toContainText(/CREDIT-[A-Z0-9]{8}/);
    });
  });
}
