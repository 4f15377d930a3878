// The contact form and customer-service messages (issue 17): what a customer or a visitor sends, what is refused
// (the spec's 'file too large' and 'unsupported file type' judged on the bytes, another customer's order), the
// e-mails to the service's mailbox and to the customer, and an operator's answer by `pnpm ops messages`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  addItem,
  call,
  database,
  freshAddress,
  type Loose,
  newCart,
  newCustomer,
  ops,
  postOversizedForm,
  shop,
  variants,
} from './helpers.ts';
import { vi } from 'vitest';
import { mailsTo } from './outbox.ts';

const db = database();
afterAll(() => db.close());
const dataDir = inject('dataDir');
const endpoint = `${shop}/contact-requests`;
const serviceMailbox = 'service-client@gamelle.fr';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows program's first bytes (the MZ header and the PE signature's offset), named and declared as a PDF. */
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

async function send(body: FormData, options: { token?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': freshAddress() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${endpoint}?locale=${options.locale ?? 'fr_FR'}`, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as Loose };
}

/** The e-mails whose To (not Reply-To) is `to`, once one of them contains `text`. */
function mailArrived(to: string, text: string): Promise<string> {
  return vi.waitFor(
    () => {
      const found = mailsTo(to).find((mail) => new RegExp(`^To: ${to}$`, 'm').test(mail) && mail.includes(text));
      if (!found) throw new Error(`no e-mail to ${to} with ${text} yet`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const visitor = () => ({ name: 'Léa Dubois', email: `visiteur-${randomUUID()}@example.fr` });

describe('contact requests', () => {
  it('takes a visitor’s message with a PDF: stored, forwarded with the file, acknowledged in their language', async () => {
    const who = visitor();
    const sent = await send(
      form(
        {
          ...who,
          subject: 'product',
          productName: 'Croquettes chien adulte',
          message: 'Mon chien a-t-il assez ?\nMerci',
        },
        { bytes: pdf, name: 'ordonnance.pdf', type: 'application/pdf' },
      ),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      '@type': 'ContactRequest',
      subject: 'product',
      email: who.email,
      attachment: { name: 'ordonnance.pdf', type: 'application/pdf', size: pdf.length },
    });
    expect(sent.body.reference).toBe(`SC-${String(sent.body.id).padStart(6, '0')}`);
    const row = await db.kysely
      .selectFrom('service_messages')
      .selectAll()
      .where('id', '=', sent.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'contact', customer_id: null, locale: 'fr', status: 'open', name: 'Léa Dubois' });
    const stored = resolve(dataDir, 'contact-attachments', row.attachment_file!);
    expect(readFileSync(stored).equals(pdf)).toBe(true);

    const ack = await mailArrived(who.email, 'Nous avons bien reçu');
    expect(ack).toContain(`Nous avons bien reçu votre message (${sent.body.reference})`);
    expect(ack).toContain('du lundi au vendredi, de 9 h à 18 h');
    expect(ack).toContain('> Mon chien a-t-il assez ?');
    const forwarded = await mailArrived(serviceMailbox, `[${sent.body.reference}]`);
    expect(forwarded).toContain(`Reply-To: ${who.email}`);
    expect(forwarded).toContain('Produit : Croquettes chien adulte');
    expect(forwarded).toMatch(/Content-Type: application\/pdf; name=ordonnance\.pdf/);
    expect(forwarded).toContain(pdf.toString('base64').slice(0, 40));
  });

  it('answers an anonymous visitor without name or e-mail with both fields required, in Dutch', async () => {
    const missing = await send(form({ subject: 'other', message: 'Hallo' }), { locale: 'nl_BE' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'name', code: 'required', message: 'Vul uw naam in.' }),
      expect.objectContaining({ propertyPath: 'email', code: 'required' }),
    ]);
    const invalid = await send(form({ subject: 'nope', message: ' ', email: 'x@' }), { locale: 'nl_BE' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'email',
      'message',
      'subject',
    ]);
    // JSON without attachment works too; the 64 KiB JSON limit stays.
    const json = await call('POST', '/contact-requests?locale=nl_BE', {
      body: { ...visitor(), subject: 'delivery', message: 'Waar blijft mijn pakket?' },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(json.status, JSON.stringify(json.body)).toBe(201);
    expect(json.body.attachment).toBeNull();
    const ack = await mailArrived(json.body.email, 'Hallo Léa Dubois');
    expect(ack).toContain('We hebben uw bericht goed ontvangen');
    expect(ack).toContain('van maandag tot vrijdag, van 9 tot 18 uur');
    const big = await call('POST', '/contact-requests', {
      body: { ...visitor(), subject: 'other', message: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
  });

  it('refuses a 30 MB file with 413 and the spec’s message, FR and NL', async () => {
    const body = form({ ...visitor(), subject: 'order', message: 'Voici la vidéo' });
    body.append('file', new Blob([new Uint8Array(30 * 1024 * 1024)], { type: 'video/mp4' }), 'colis.mp4');
    for (const [locale, message] of [
      ['fr_FR', 'Le fichier est trop volumineux (maximum 10 Mo).'],
      ['nl_BE', 'Het bestand is te groot (maximaal 10 MB).'],
    ] as const) {
      const answer = await postOversizedForm(`${endpoint}?locale=${locale}`, body, {
        'x-forwarded-for': freshAddress(),
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).violations[0]).toMatchObject({
        propertyPath: 'file',
        code: 'file_too_large',
        message,
      });
    }
    // Just over the limit, within the form's allowance: the same refusal from the file's own check.
    const over = await send(
      form(
        { ...visitor(), subject: 'order', message: 'x' },
        { bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: 'a.pdf', type: 'application/pdf' },
      ),
    );
    expect(over.status).toBe(413);
    expect(over.body.violations[0].code).toBe('file_too_large');
  });

  it('judges the file by its bytes: a program renamed .pdf is refused, a text is what it says', async () => {
    for (const [locale, message] of [
      ['fr_FR', "Ce type de fichier n'est pas accepté."],
      ['nl_BE', 'Dit bestandstype wordt niet aanvaard.'],
    ] as const) {
      const refused = await send(
        form(
          { ...visitor(), subject: 'other', message: 'Ma facture' },
          { bytes: exe, name: 'facture.pdf', type: 'application/pdf' },
        ),
        { locale },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([{ propertyPath: 'file', code: 'unsupported_file_type', message }]);
    }
    const text = (bytes: string | Uint8Array, type: string, name: string) =>
      send(
        form(
          { ...visitor(), subject: 'other', message: 'Voir le fichier' },
          { bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes, name, type },
        ),
      );
    expect((await text('Bonjour, voici ma liste : croquettes, pâtée.\n', 'text/plain', 'liste.txt')).status).toBe(201);
    expect(
      (await text('BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n', 'text/calendar', 'rdv.ics')).body.attachment.type,
    ).toBe('text/calendar');
    // Bytes that are no text, declared as text; an HTML page declared as an image: neither passes.
    expect((await text(new Uint8Array([0, 1, 2, 3, 0xff]), 'text/plain', 'x.txt')).status).toBe(422);
    expect((await text('<html><script>alert(1)</script></html>', 'image/png', 'x.png')).status).toBe(422);
    const stored = await db.kysely
      .selectFrom('service_messages')
      .select('attachment_type')
      .where('attachment_name', '=', 'facture.pdf')
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes a customer’s own order, never another customer’s, and writes as the account', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const mine = await placeOrder(me.token);
    const theirs = await placeOrder(other.token);
    const refused = await send(form({ subject: 'order', orderId: theirs, message: 'Où est-elle ?' }), {
      token: me.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'orderId', code: 'contact_order_not_found' });
    const anonymous = await send(form({ ...visitor(), subject: 'order', orderId: mine, message: 'Où est-elle ?' }));
    expect(anonymous.body.violations[0].code).toBe('contact_order_not_found');
    const cart = await newCart(me.token);
    expect((await send(form({ subject: 'order', orderId: cart, message: 'x' }), { token: me.token })).status).toBe(422);

    const sent = await send(
      form({ subject: 'order', orderId: mine, message: 'Où est ma commande ?', email: 'pirate@example.fr' }),
      {
        token: me.token,
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.email).toBe(me.email);
    const row = await db.kysely
      .selectFrom('service_messages')
      .selectAll()
      .where('id', '=', sent.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: me.id, name: 'Léa Dubois', email: me.email });
    expect(row.order_id).not.toBeNull();
    const forwarded = await mailArrived(serviceMailbox, `[${sent.body.reference}]`);
    expect(forwarded).toContain(`Commande : ${mine}`);
  });

  it('lets an operator list, show and answer; the answer reaches the customer in their language', async () => {
    const who = visitor();
    const sent = await send(
      form(
        { ...who, subject: 'delivery', message: 'Mijn pakket is beschadigd.' },
        { bytes: pdf, name: 'foto.pdf', type: 'application/pdf' },
      ),
      { locale: 'nl_BE' },
    );
    expect(sent.status).toBe(201);
    const id = String(sent.body.id);
    expect(await ops(['messages', 'list'])).toContain(
      `#${id} ${sent.body.reference} open contact [delivery] nl ${who.email} +attachment`,
    );
    const shown = await ops(['messages', 'show', id]);
    expect(shown).toContain('Mijn pakket is beschadigd.');
    expect(shown).toMatch(/Attachment: foto\.pdf \(application\/pdf, \d+ bytes\) \/.*contact-attachments\//);
    await expect(ops(['messages', 'answer', id])).rejects.toThrow(/needs its text/);
    expect(await ops(['messages', 'answer', id, '--text', 'We sturen u vandaag een nieuw pakket.'])).toContain(
      `e-mailed to ${who.email} (nl)`,
    );
    const answer = await mailArrived(who.email, 'Antwoord van de klantenservice');
    expect(answer).toContain('We sturen u vandaag een nieuw pakket.');
    expect(answer).toContain('> Mijn pakket is beschadigd.');
    expect(answer).toContain('/nl/contact-ons/');
    expect(await ops(['messages', 'show', id])).toContain('We sturen u vandaag een nieuw pakket.');
    expect(await ops(['messages', 'list', 'answered'])).toContain(`#${id} `);
    await expect(ops(['messages', 'answer', '999999', '--text', 'x'])).rejects.toThrow(/No message #999999/);
    await expect(ops(['messages', 'list', 'later'])).rejects.toThrow(/pnpm ops messages/);
  }, 60_000);

  it('throttles a flood from one e-mail with 429 and the FR message', async () => {
    const who = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send(form({ ...who, subject: 'other', message: `n° ${i}` }))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

/** A placed order paid by bank transfer: its number. */
async function placeOrder(token: string): Promise<string> {
  const cart = await newCart(token);
  await addItem(cart, variants.dogAdult3kg, 1, {}, token);
  const address = {
    firstName: 'Léa',
    lastName: 'Dubois',
    countryCode: 'FR',
    street: '3 rue Victor Hugo',
    postcode: '75011',
    city: 'Paris',
    phoneNumber: '+33612345678',
  };
  const order = (await call('PUT', `/orders/${cart}`, { token, body: { billingAddress: address } })).body;
  await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
    token,
    body: { shippingMethod: 'home_delivery' },
  });
  const chosen = await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
    token,
    body: { paymentMethod: 'bank_transfer' },
  });
  const done = await call('PATCH', `/orders/${cart}/complete`, { token, body: { expectedTotal: chosen.body.total } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.number as string;
}
