// The contact page and customer-service messages, FR and NL (issue 17), against the real server: a message with a
// PDF; a 30 MB file refused in the browser and a program renamed .pdf refused by the server on its bytes (the spec's
// messages); the service's e-mail with the attachment and the acknowledgement in the outbox; an operator's answer by
// `pnpm ops messages answer` reaches the customer in their language; axe at 375 and 1260; the sitemap lists the page.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, placeOrder, test, ops, botToken } from './fixtures.ts';

const serviceMailbox = 'service-client@gamelle.fr';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows program's first bytes (MZ header, PE signature), named and typed as a PDF. */
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const w = {
  fr: {
    path: '/nous-contacter/',
    title: 'Nous contacter',
    hours: 'Du lundi au vendredi, de 9 h à 18 h.',
    subject: 'Ma commande',
    tooLarge: 'Le fichier est trop volumineux (maximum 10 Mo).',
    unsupported: "Ce type de fichier n'est pas accepté.",
    send: 'Envoyer le message',
    sent: 'Message envoyé',
    ack: 'Nous avons bien reçu votre message',
    answer: 'Bonjour, votre colis part demain.',
    answerSubject: 'Réponse du service client Gamelle',
    labels: { name: 'Nom et prénom', email: 'Adresse e-mail', subject: 'Sujet', order: 'Commande concernée' },
    message: 'Le sac de croquettes est arrivé ouvert.',
  },
  nl: {
    path: '/nl/contact-ons/',
    title: 'Contact',
    hours: 'Van maandag tot vrijdag, van 9 tot 18 uur.',
    subject: 'Mijn bestelling',
    tooLarge: 'Het bestand is te groot (maximaal 10 MB).',
    unsupported: 'Dit bestandstype wordt niet aanvaard.',
    send: 'Bericht versturen',
    sent: 'Bericht verstuurd',
    ack: 'We hebben uw bericht goed ontvangen',
    answer: 'Hallo, uw pakket vertrekt morgen.',
    answerSubject: 'Antwoord van de klantenservice van Gamelle',
    labels: {
      name: 'Voor- en achternaam',
      email: 'E-mailadres',
      subject: 'Onderwerp',
      order: 'Betreffende bestelling',
    },
    message: 'De zak brokken kwam open aan.',
  },
} as const;

for (const language of ['fr', 'nl'] as const) {
  const t = w[language];

  test(`${language.toUpperCase()}: a visitor writes with a PDF; 30 MB and a renamed program refused; the operator's answer arrives`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `contact-${language}-${randomUUID()}@example.fr`;
    await page.setViewportSize({ width: 1260, height: 900 });
    await page.goto(t.path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('customer-service-hours')).toHaveText(t.hours);
    expect(await axeViolations(page)).toEqual([]);

    const file = page.getByLabel(language === 'fr' ? 'Pièce jointe' : 'Bijlage');
    await test.step('a 30 MB file is refused before anything is sent', async () => {
      await file.setInputFiles({ name: 'video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(30 * 1024 * 1024) });
      await expect(page.getByText(t.tooLarge).first()).toBeVisible();
      await expect(file).toHaveAttribute('aria-invalid', 'true');
    });

    await page.getByRole('textbox', { name: t.labels.name }).fill('Léa Dubois');
    await page.getByRole('main').getByRole('textbox', { name: t.labels.email, exact: true }).fill(email);
    await page.getByRole('combobox', { name: t.labels.subject }).selectOption({ label: t.subject });
    await page.getByRole('textbox', { name: language === 'fr' ? 'Message' : 'Bericht' }).fill(t.message);

    await test.step('a program renamed .pdf is refused by the server, on its bytes', async () => {
      await file.setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: exe });
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.unsupported).first()).toBeVisible();
      await expect(file).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('with a real PDF it is sent: confirmation, the service’s e-mail and the acknowledgement', async () => {
      await file.setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.sent })).toBeVisible();
      await expect(page.getByTestId('contact-sent')).toBeFocused();
      const reference = /SC-\d{6}/.exec((await page.getByTestId('contact-sent').textContent())!)![0];
      const forwarded = await mailArrived(serviceMailbox, `[${reference}]`);
      expect(forwarded).toContain(`Reply-To: ${email}`);
      expect(forwarded).toContain(t.message);
      expect(forwarded).toMatch(/Content-Type: application\/pdf; name=facture\.pdf/);
      expect(forwarded).toContain(pdf.toString('base64').slice(0, 40));
      const ack = await mailArrived(email, t.ack);
      expect(ack).toContain(reference);
      expect(ack).toContain(`Content-Language: ${language}`);

      const id = String(Number(reference.slice(3)));
      expect(await ops('messages', 'list')).toContain(`#${id} ${reference} open contact [order] ${language} ${email}`);
      expect(await ops('messages', 'answer', id, '--text', t.answer)).toContain(`e-mailed to ${email} (${language})`);
      const answer = await mailArrived(email, t.answerSubject);
      expect(answer).toContain(t.answer);
      expect(answer).toContain(`> ${t.message}`);
    });

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('NL: a logged-in customer names one of her orders; the form takes no name or e-mail', async ({
  page,
  baseURL,
}) => {
  const customer = await customerWithOrder(page.request);
  const login = await page.request.post(`/_session/login?channelCode=gamelle_nl&locale=nl_BE`, {
    headers: { Origin: baseURL! },
    data: { email: customer.email, password: customer.password, botToken: await botToken(page.request, 'login') },
  });
  expect(login.status()).toBe(200);
  await page.goto(w.nl.path);
  await expect(page.getByRole('main').getByRole('textbox', { name: w.nl.labels.email, exact: true })).toHaveCount(0);
  const order = page.getByRole('combobox', { name: w.nl.labels.order });
  await expect(order.locator('option', { hasText: `Nr. ${customer.number}` })).toHaveCount(1);
  await order.selectOption({ value: customer.number });
  await page.getByRole('combobox', { name: w.nl.labels.subject }).selectOption({ label: w.nl.subject });
  await page.getByRole('textbox', { name: 'Bericht' }).fill('Waar blijft mijn bestelling?');
  await page.getByRole('button', { name: w.nl.send }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.nl.sent })).toBeVisible();
  const reference = /SC-\d{6}/.exec((await page.getByTestId('contact-sent').textContent())!)![0];
  const forwarded = await mailArrived(serviceMailbox, `[${reference}]`);
  expect(forwarded).toContain(`Commande : ${customer.number}`);
  expect(forwarded).toContain(`Reply-To: ${customer.email}`);
  expect(await axeViolations(page)).toEqual([]);
});

test('the sitemap lists the contact page in both languages, and the footer links to it', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http[^<]+\/nous-contacter\/<\/loc>/);
  expect(sitemap).toMatch(/<loc>http[^<]+\/nl\/contact-ons\/<\/loc>/);
  await page.goto('/nl/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/contact-ons\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The outbox's e-mails to `to` (its To line, not a Reply-To), decoded enough to search as text. */
function mailsTo(to: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((name) => decode(readFileSync(join(outbox, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail));
}

function decode(raw: string): string {
  return raw
    .replace(/\?=\s+=\?UTF-8\?/gi, '?==?UTF-8?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

async function mailArrived(to: string, text: string): Promise<string> {
  await expect.poll(() => mailsTo(to).some((mail) => mail.includes(text)), { timeout: 15_000 }).toBe(true);
  return mailsTo(to).find((mail) => mail.includes(text))!;
}

/** A new Belgian customer with one placed order (transfer), through the Shop API as the checkout calls it. */
async function customerWithOrder(request: APIRequestContext) {
  const { api, email, password, token } = await newCustomer(request, ['gamelle_nl', 'nl_BE'], 'contact', {
    emailPrefix: 'contact-klant',
    domain: 'example.be',
    firstName: 'Els',
    lastName: 'Peeters',
  });
  const { placed } = await placeOrder(api, token, ['gamelle_nl', 'nl_BE'], {
    lines: [{ variant: '10000601', quantity: 1 }],
    billingAddress: {
      firstName: 'Els',
      lastName: 'Peeters',
      countryCode: 'BE',
      street: 'Rue de la Station 8',
      postcode: '4000',
      city: 'Liège',
      phoneNumber: '+32470123456',
    },
    paymentMethod: 'bank_transfer',
  });
  return { email, password, number: placed.number as string };
}
