// The customer's orders, FR and NL (issue 14): an order placed through the API by a logged-in customer shows in the
// orders list and its detail; the operator ships it (`pnpm ops order ship`) and the tracking link appears with the
// day the invoice becomes available; the shop clock moves 7 days (`pnpm ops clock advance 7d`) and the invoice PDF
// downloads with the order's number in it; another customer's order answers the localized 404 page.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, newCustomer, placeOrder, test, ops, botToken } from './fixtures.ts';

const languages = {
  fr: {
    prefix: '',
    orders: '/mon-compte/mes-commandes/',
    channel: ['gamelle_fr', 'fr_FR'],
    address: {
      countryCode: 'FR',
      street: '3 rue Victor Hugo',
      postcode: '75011',
      city: 'Paris',
      phoneNumber: '+33612345678',
    },
    title: 'Mes commandes',
    order: (n: string) => `Commande n° ${n}`,
    awaiting: 'Nous attendons votre paiement',
    invoiceAfterShipping: 'Votre facture sera disponible 7 jours après l’expédition',
    invoiceFrom: 'Votre facture sera disponible à partir du 8 décembre 2026',
    track: 'Suivre mon colis',
    download: /Télécharger la facture F\d+ \(PDF\)/,
    notFound: 'Page non trouvée',
  },
  nl: {
    prefix: '/nl',
    orders: '/nl/mijn-account/mijn-bestellingen/',
    channel: ['gamelle_nl', 'nl_BE'],
    address: {
      countryCode: 'BE',
      street: 'Rue de la Station 8',
      postcode: '4000',
      city: 'Liège',
      phoneNumber: '+32470123456',
    },
    title: 'Mijn bestellingen',
    order: (n: string) => `Bestelling nr. ${n}`,
    awaiting: 'We wachten op uw betaling',
    invoiceAfterShipping: 'Uw factuur is beschikbaar 7 dagen na de verzending',
    invoiceFrom: 'Uw factuur is beschikbaar vanaf 8 december 2026',
    track: 'Mijn pakket volgen',
    download: /Factuur F\d+ downloaden \(pdf\)/,
    notFound: 'Pagina niet gevonden',
  },
} as const;

/** A new customer who placed one order paid by transfer, through the Shop API as the checkout funnel calls it. */
async function customerWithOrder(request: APIRequestContext, language: keyof typeof languages) {
  const { channel, address } = languages[language];
  const { api, query, email, password, token } = await newCustomer(request, channel, 'orders', {
    emailPrefix: 'commandes',
  });
  const { tokenValue, placed } = await placeOrder(api, token, channel, {
    lines: [{ variant: '10000601', quantity: 2 }],
    billingAddress: { firstName: 'Léa', lastName: 'Dubois', ...address },
    paymentMethod: 'bank_transfer',
  });
  return { email, password, token: tokenValue, number: placed.number as string, query };
}

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test(`${language.toUpperCase()}: orders list → detail → shipped with tracking → invoice after 7 days; another's order is 404`, async ({
    page,
    baseURL,
  }) => {
    const mine = await customerWithOrder(page.request, language);
    const theirs = await customerWithOrder(page.request, language);
    // Logged in as the shop's login page does: the session's HttpOnly cookies land in this browser context.
    const login = await page.request.post(`/_session/login${mine.query}`, {
      headers: { Origin: baseURL! },
      data: { email: mine.email, password: mine.password, botToken: await botToken(page.request, 'login') },
    });
    expect(login.status()).toBe(200);

    try {
      await test.step('the list shows the order, awaiting its transfer', async () => {
        await page.goto(w.orders);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
        const row = page.getByTestId('order');
        await expect(row).toHaveCount(1);
        await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'awaiting_payment');
        await row.getByRole('link', { name: w.order(mine.number) }).click();
      });

      await test.step('the detail: lines, payment awaited, invoice after shipping', async () => {
        await expect(page).toHaveURL(new RegExp(`${w.orders}${mine.token}/$`));
        await expect(page.getByRole('heading', { level: 1, name: w.order(mine.number) })).toBeVisible();
        await expect(page.getByTestId('order-line')).toHaveCount(1);
        await expect(page.getByTestId('order-payment')).toContainText(w.awaiting);
        await expect(page.getByTestId('order-invoice')).toContainText(w.invoiceAfterShipping);
      });

      await test.step('the operator records the transfer and ships: tracking and the invoice date show', async () => {
        await ops('order', 'pay', mine.number);
        await ops('order', 'ship', mine.number, '--carrier', 'Colissimo', '--tracking', `6A${mine.number}`);
        await page.reload();
        await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'sent');
        const track = page.getByRole('link', { name: new RegExp(w.track) });
        await expect(track).toHaveAttribute(
          'href',
          `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${mine.number}`,
        );
        await expect(page.getByTestId('order-invoice')).toContainText(w.invoiceFrom);
        await expect(page.getByRole('link', { name: w.download })).toHaveCount(0);
      });

      await test.step('7 days later on the shop clock, the invoice PDF downloads with the order number', async () => {
        await ops('clock', 'advance', '7d');
        await page.reload();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: w.download }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^facture-F\d+\.pdf$/);
        const bytes = readFileSync((await download.path())!);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
        expect(text).toContain(mine.number);
      });
    } finally {
      await ops('clock', 'reset');
    }

    await test.step("another customer's order: the localized 404, none of its data", async () => {
      const response = await page.goto(`${w.orders}${theirs.token}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(theirs.number);
    });
  });
}
