import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { testClockNow } from './global-setup.ts';
import {
  addItem,
  apiUrl,
  call,
  database,
  newCart,
  newCustomer,
  ops,
  outboxDir,
  variants,
  whileRowHeld,
} from './helpers.ts';

const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};
const dataDir = inject('dataDir');
const serverDir = resolve(import.meta.dirname, '../..');

/** A logged-in customer with a cart of `quantity` × the dog food (then one of each of `more`), addressed. */
async function addressedCart(
  quantity = 1,
  addr: Record<string, unknown> = address,
  channel: [string, string] = ['gamelle_fr', 'fr_FR'],
  more: string[] = [],
) {
  const me = await newCustomer();
  const cart = await newCart(me.token, ...channel);
  await addItem(cart, variants.dogAdult3kg, quantity, {}, me.token);
  for (const code of more) await addItem(cart, code, 1, {}, me.token);
  const res = await call('PUT', `/orders/${cart}`, { token: me.token, body: { billingAddress: addr } });
  expect(res.status).toBe(200);
  return { me, cart, order: res.body };
}

async function readyToComplete(
  method = 'card',
  quantity = 1,
  addr: Record<string, unknown> = address,
  channel: [string, string] = ['gamelle_fr', 'fr_FR'],
  more: string[] = [],
) {
  const { me, cart, order } = await addressedCart(quantity, addr, channel, more);
  const shipping = { shippingMethod: 'home_delivery' };
  const shipmentId = order.shipments[0].id;
  const paymentId = order.payments[0].id;
  expect(
    (await call('PATCH', `/orders/${cart}/shipments/${shipmentId}`, { token: me.token, body: shipping })).status,
  ).toBe(200);
  const paid = await call('PATCH', `/orders/${cart}/payments/${paymentId}`, {
    token: me.token,
    body: { paymentMethod: method },
  });
  expect(paid.status).toBe(200);
  return { me, cart, order: paid.body, paymentId };
}

function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')))
    .map((f) => decodeMail(readFileSync(join(outboxDir, f), 'utf8')));
}

/** Enough of MIME to search an .eml as text: unfolded headers, encoded words and quoted-printable decoded. */
function decodeMail(raw: string): string {
  return raw
    .replace(/\?=\s+=\?UTF-8\?/gi, '?==?UTF-8?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stockOf(code: string): Promise<number> {
  const db = database();
  try {
    return (
      await db.kysely.selectFrom('product_variants').select('stock').where('code', '=', code).executeTakeFirstOrThrow()
    ).stock;
  } finally {
    await db.close();
  }
}

/** Submits the test gateway's form as a browser would (no redirect following). */
async function gateway(url: string, form: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

describe('checkout steps', () => {
  it('addresses the order: 401 without a token, 404 unknown, 403 another customer, 422 per field', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const cart = await newCart(me.token);
    await addItem(cart, variants.dogAdult3kg, 1, {}, me.token);
    expect((await call('PUT', `/orders/${cart}`, { body: { billingAddress: address } })).status).toBe(401);
    const unknown = await call('PUT', '/orders/nope', { token: me.token, body: { billingAddress: address } });
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('Cart not found');
    expect(
      (await call('PUT', `/orders/${cart}`, { token: other.token, body: { billingAddress: address } })).status,
    ).toBe(403);
    const bad = await call('PUT', `/orders/${cart}`, {
      token: me.token,
      body: {
        billingAddress: { ...address, postcode: '1000', firstName: '' },
        shippingAddress: { ...address, countryCode: 'XX' },
      },
    });
    expect(bad.status).toBe(422);
    const paths = bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['billingAddress.postcode', 'billingAddress.firstName', 'shippingAddress.countryCode']),
    );
    const ok = await call('PUT', `/orders/${cart}`, {
      token: me.token,
      body: {
        email: me.email,
        billingAddress: address,
        shippingAddress: { ...address, countryCode: 'BE', postcode: '1300', city: 'Wavre' },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      checkoutState: 'addressed',
      email: me.email,
      shippingAddress: { countryCode: 'BE' },
      billingAddress: { countryCode: 'FR' },
    });
    expect(ok.body.shipments).toHaveLength(1);
    expect(ok.body.payments).toHaveLength(1);
    // The cart's own PUT (attach the customer) still works beside it.
    expect((await call('PUT', `/orders/${cart}`, { token: me.token, body: { customer: me.iri } })).status).toBe(200);
  });

  it('lists carriers with prices for the shipping country and relay points near a postcode', async () => {
    const { me, cart, order } = await addressedCart();
    const methods = await call('GET', `/orders/${cart}/shipments/${order.shipments[0].id}/methods`, {
      token: me.token,
    });
    expect(methods.status).toBe(200);
    const codes = methods.body['hydra:member'].map((m: { code: string }) => m.code);
    expect(codes).toEqual(['home_delivery', 'pickup_point']);
    const [home, pickup] = methods.body['hydra:member'];
    expect(home.carrier).toBe('Colissimo');
    expect(pickup.carrier).toBe('Mondial Relay');
    expect(pickup.price).toBeLessThanOrEqual(home.price);
    expect((await call('GET', `/orders/${cart}/shipments/999999/methods`, { token: me.token })).status).toBe(404);

    for (const [country, postcode] of [
      ['FR', '69001'],
      ['BE', '1300'],
      ['LU', '4010'],
    ] as const) {
      const points = await call('GET', `/pickup-points?countryCode=${country}&postcode=${postcode}`);
      expect(points.status).toBe(200);
      const first = points.body['hydra:member'][0];
      expect(first.countryCode).toBe(country);
      expect(first.postcode.slice(0, country === 'FR' ? 2 : 1)).toBe(postcode.slice(0, country === 'FR' ? 2 : 1));
      expect(first.openingHours.length).toBeGreaterThan(0);
      expect(typeof first.latitude).toBe('number');
    }
    const bad = await call('GET', '/pickup-points?countryCode=DE');
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'countryCode',
      'postcode',
    ]);
  });

  it('chooses a pickup point (refusing a missing, foreign or inactive one) and the payment method', async () => {
    const { me, cart, order } = await addressedCart();
    const path = `/orders/${cart}/shipments/${order.shipments[0].id}`;
    const missing = await call('PATCH', path, { token: me.token, body: { shippingMethod: 'pickup_point' } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].propertyPath).toBe('pickupPoint');
    expect(
      (
        await call('PATCH', path, {
          token: me.token,
          body: { shippingMethod: 'pickup_point', pickupPoint: 'BE-1000-01' },
        })
      ).status,
    ).toBe(422);
    const inactive = await call('PATCH', path, {
      token: me.token,
      body: { shippingMethod: 'pickup_point', pickupPoint: 'FR-69003-01' },
    });
    expect(inactive.body.violations[0].code).toBe('pickuppoint_unavailable');
    expect((await call('PATCH', path, { token: me.token, body: { shippingMethod: 'drone' } })).status).toBe(422);
    const chosen = await call('PATCH', path, {
      token: me.token,
      body: { shippingMethod: '/api/v2/shop/shipping-methods/pickup_point', pickupPoint: 'FR-75011-01' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.checkoutState).toBe('shipping_selected');
    expect(chosen.body.shipments[0]).toMatchObject({ method: 'pickup_point', pickupPoint: { code: 'FR-75011-01' } });

    const paymentPath = `/orders/${cart}/payments/${order.payments[0].id}`;
    const methods = await call('GET', `${paymentPath}/methods`, { token: me.token });
    expect(methods.body['hydra:member'].map((m: { code: string }) => m.code)).toEqual([
      'card',
      'paypal',
      'bank_transfer',
      'cheque',
    ]);
    expect((await call('PATCH', paymentPath, { token: me.token, body: { paymentMethod: 'bancontact' } })).status).toBe(
      422,
    );
    const paid = await call('PATCH', paymentPath, { token: me.token, body: { paymentMethod: 'bank_transfer' } });
    expect(paid.status).toBe(200);
    expect(paid.body.checkoutState).toBe('payment_selected');
  });

  it('answers 409 with the new totals when the price changed since the summary, then completes once', async () => {
    const { me, cart, order } = await readyToComplete('bank_transfer');
    const db = database();
    const before = await stockOf(variants.dogAdult3kg);
    await db.kysely
      .updateTable('product_variants')
      .set((eb) => ({ price: eb('price', '+', 100) }))
      .where('code', '=', variants.dogAdult3kg)
      .execute();
    try {
      const stale = await call('PATCH', `/orders/${cart}/complete`, {
        token: me.token,
        body: { expectedTotal: order.total },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.reasons).toContain('price');
      expect(stale.body.order.total).toBe(order.total + 100);
      expect(stale.body.order.state).toBe('cart');
      const bad = await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: -1 } });
      expect(bad.status).toBe(422);
      const done = await call('PATCH', `/orders/${cart}/complete`, {
        token: me.token,
        body: { expectedTotal: stale.body.order.total, notes: 'Sonner fort' },
      });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        state: 'completed',
        checkoutState: 'completed',
        paymentState: 'awaiting_payment',
        shippingState: 'ready',
        status: 'awaiting_payment',
        notes: 'Sonner fort',
      });
      expect(done.body.number).toMatch(/^GA\d{7}$/);
      expect(await stockOf(variants.dogAdult3kg)).toBe(before - 1);
      const again = await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: 1 } });
      expect(again.status).toBe(200);
      expect(again.body.number).toBe(done.body.number);
      expect(await stockOf(variants.dogAdult3kg)).toBe(before - 1);
      // The transfer's details are e-mailed; the configuration says the same.
      const mail = mailsTo(me.email).find((m) => m.includes('attend votre paiement'));
      expect(mail).toBeDefined();
      expect(mail).toContain('IBAN');
      const config = await call('GET', `/orders/${cart}/payments/${done.body.payments[0].id}/configuration`, {
        token: me.token,
      });
      expect(config.body).toMatchObject({
        provider: 'offline',
        action: 'instructions',
        instructions: { reference: done.body.number },
      });
    } finally {
      await db.kysely
        .updateTable('product_variants')
        .set((eb) => ({ price: eb('price', '-', 100) }))
        .where('code', '=', variants.dogAdult3kg)
        .execute();
      await db.close();
    }
  });

  it('completes 50 concurrent completes of one order exactly once', async () => {
    const { me, cart, order } = await readyToComplete('bank_transfer', 2);
    const before = await stockOf(variants.dogAdult3kg);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: order.total } }),
      ),
    );
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(new Set(replies.map((r) => r.body.number)).size).toBe(1);
    expect(await stockOf(variants.dogAdult3kg)).toBe(before - 2);
    const db = database();
    try {
      const id = (
        await db.kysely.selectFrom('orders').select('id').where('token_value', '=', cart).executeTakeFirstOrThrow()
      ).id;
      expect((await db.kysely.selectFrom('payments').select('id').where('order_id', '=', id).execute()).length).toBe(1);
      expect(
        (
          await db.kysely
            .selectFrom('orders')
            .select('id')
            .where('customer_id', '=', me.id)
            .where('state', '=', 'completed')
            .execute()
        ).length,
      ).toBe(1);
    } finally {
      await db.close();
    }
    expect(mailsTo(me.email).filter((m) => m.includes('attend votre paiement'))).toHaveLength(1);
  });

  it("takes the stock rows of an order in the variants' order, whatever the cart's: two completes never deadlock", async () => {
    // The dog food, then a variant of a smaller code: a completion taking its lines in the cart's order would lock the
    // dog food's row and then wait for the other's, held here, while an order of the reverse cart holds that one and
    // waits for the dog food's: PostgreSQL fails one of them with « deadlock detected » (a 500 to a paying customer).
    const first = '10000101';
    expect(first < variants.dogAdult3kg).toBe(true);
    const { me, cart, order } = await readyToComplete('bank_transfer', 1, address, ['gamelle_fr', 'fr_FR'], [first]);
    const db = database();
    try {
      const { pending, otherFree } = await whileRowHeld(
        db,
        { table: 'product_variants', column: 'code', value: first },
        () => call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: order.total } }),
        { table: 'product_variants', column: 'code', value: variants.dogAdult3kg },
      );
      const dogFree = db.dialect === 'postgres' ? true : null;
      expect(otherFree, "the dog food's row was locked while the completion waited for the other").toBe(dogFree);
      const done = await pending;
      expect(done.status).toBe(200);
      expect(done.body.state).toBe('completed');
    } finally {
      await db.close();
    }
  });

  it('skips the payment of a free order (100 % coupon) and confirms it at once', async () => {
    const db = database();
    await db.kysely
      .insertInto('coupons')
      .values({
        code: 'OFFERT100',
        kind: 'percentage',
        amount: 100,
        minimum_items_total: 0,
        first_order_only: 0,
        usage_limit: null,
        usage_limit_per_customer: null,
        starts_at: null,
        expires_at: null,
        enabled: 1,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await db.close();
    const { me, cart, order } = await addressedCart(5);
    expect(
      (await call('PATCH', `/orders/${cart}/apply-coupon`, { token: me.token, body: { couponCode: 'OFFERT100' } }))
        .status,
    ).toBe(200);
    const shipped = await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
      token: me.token,
      body: { shippingMethod: 'home_delivery' },
    });
    expect(shipped.body).toMatchObject({ checkoutState: 'payment_skipped', total: 0 });
    const methods = await call('GET', `/orders/${cart}/payments/${order.payments[0].id}/methods`, { token: me.token });
    expect(methods.body['hydra:member'].map((m: { code: string }) => m.code)).toEqual(['free']);
    const done = await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: 0 } });
    expect(done.body).toMatchObject({ state: 'completed', paymentState: 'paid', status: 'payment_accepted' });
    const mail = mailsTo(me.email).find((m) => m.includes('Confirmation de votre commande'));
    expect(mail).toContain('Réduction (code promo)');
    expect(mail).toContain('Total HT');
  });
});

describe('card payment on the test gateway, operators and invoice', () => {
  it('refuses a card with the bank response, accepts the next one, then ships, delivers and invoices', async () => {
    const { me, cart, order, paymentId } = await readyToComplete(
      'card',
      1,
      { ...address, countryCode: 'BE', postcode: '1300', city: 'Wavre', phoneNumber: '+32470123456' },
      ['gamelle_nl', 'nl_BE'],
    );
    const done = await call('PATCH', `/orders/${cart}/complete?locale=nl`, {
      token: me.token,
      body: { expectedTotal: order.total },
    });
    expect(done.status).toBe(200);
    const config = await call(
      'GET',
      `/orders/${cart}/payments/${paymentId}/configuration?returnUrl=/nl/bestelling/${cart}/`,
      { token: me.token },
    );
    expect(config.body).toMatchObject({ provider: 'test_gateway', action: 'redirect' });
    expect(
      (
        await call('GET', `/orders/${cart}/payments/${paymentId}/configuration?returnUrl=//evil.example`, {
          token: me.token,
        })
      ).status,
    ).toBe(422);
    const page = await fetch(config.body.redirectUrl);
    expect(await page.text()).toContain('4000 0000 0000 0002');
    const refused = await gateway(config.body.redirectUrl, { card: '4000 0000 0000 0002' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain('payment=failed');
    const failed = await until(async () => {
      const res = await call('GET', `/orders/${cart}`, { token: me.token });
      return res.body.payments.some((p: { state: string }) => p.state === 'failed') ? res.body : null;
    });
    expect(failed.status).toBe('payment_failure');
    expect(failed.payments[0].bankResponse).toEqual({
      message: 'Paiement refusé par la banque',
      detail: 'Provision insuffisante',
      code: '51',
    });
    const retry = failed.payments.at(-1);
    expect(retry.state).toBe('new');
    // 3-D Secure: the challenge, then the right code.
    const second = await call('GET', `/orders/${cart}/payments/${retry.id}/configuration`, { token: me.token });
    expect((await gateway(second.body.redirectUrl, { card: '4000000000003220' })).status).toBe(303);
    expect(await (await fetch(second.body.redirectUrl)).text()).toContain('one-time-code');
    const accepted = await gateway(`${second.body.redirectUrl}/challenge`, { code: '123456' });
    expect(accepted.headers.get('location')).toContain('payment=succeeded');
    const paid = await until(async () => {
      const res = await call('GET', `/orders/${cart}`, { token: me.token });
      return res.body.paymentState === 'paid' ? res.body : null;
    });
    expect(paid.status).toBe('payment_accepted');
    const confirmation = await until(async () =>
      mailsTo(me.email).find((m) => m.includes('Bevestiging van uw bestelling')),
    );
    expect(confirmation).toContain('Totaal excl. btw');
    // A link to the order's page in the account, in the order's language (the e-mails linked nowhere).
    expect(confirmation).toContain(
      `Uw bestelling online: ${apiUrl.replace(/\/api$/, '')}/nl/mijn-account/mijn-bestellingen/${cart}/`,
    );
    expect(confirmation).toContain(
      `<a href="${apiUrl.replace(/\/api$/, '')}/nl/mijn-account/mijn-bestellingen/${cart}/">`,
    );
    // Dutch amounts: the sign first, cents kept where there are some, no space before the colon.
    expect(confirmation).toMatch(/Totaal incl\. btw: €\u00a0\d+(?:,\d\d)?\s/);

    // Not shipped: no invoice yet, and the order says none.
    expect(paid.invoice).toMatchObject({ available: false, availableFrom: null });
    expect((await call('GET', `/orders/${cart}/invoice`, { token: me.token })).status).toBe(404);
    await ops(['order', 'ship', paid.number, '--carrier', 'bpost', '--tracking', 'BP123456789BE']);
    const shipped = (await call('GET', `/orders/${cart}`, { token: me.token })).body;
    expect(shipped).toMatchObject({
      status: 'sent',
      shippingState: 'shipped',
      shipments: [{ carrier: 'bpost', trackingNumber: 'BP123456789BE' }],
    });
    expect(shipped.shipments[0].trackingUrl).toContain('BP123456789BE');
    expect(shipped.invoice.available).toBe(false);
    expect(shipped.invoice.availableFrom).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(mailsTo(me.email).some((m) => m.includes('is onderweg'))).toBe(true);
    await ops(['clock', 'advance', '7d']);
    try {
      const later = (await call('GET', `/orders/${cart}`, { token: me.token })).body;
      expect(later.invoice.available).toBe(true);
      const pdf = await fetch(`${apiUrl.replace(/\/api$/, '')}${later.invoice.url}`, {
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
        mergePages: true,
      });
      expect(text).toContain(later.invoice.number);
      expect(text).toContain('SIREN');
      expect(text).toContain('FR12000000000');
      expect(text).toContain(paid.number);
    } finally {
      await ops(['clock', 'advance', '-7d']);
    }
    await ops(['order', 'deliver', paid.number]);
    expect((await call('GET', `/orders/${cart}`, { token: me.token })).body.status).toBe('processed');
    const list = await call('GET', '/orders', { token: me.token });
    expect(list.body['hydra:member'][0]).toMatchObject({ number: paid.number, status: 'processed' });
  }, 60_000);

  it('invoices a relay-point order to the point, collected by the customer, not to the home address', async () => {
    const { me, cart, order } = await addressedCart();
    const shipment = await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
      token: me.token,
      body: { shippingMethod: 'pickup_point', pickupPoint: 'FR-75011-01' },
    });
    const point = shipment.body.shipments[0].pickupPoint;
    await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
      token: me.token,
      body: { paymentMethod: 'bank_transfer' },
    });
    const done = await call('PATCH', `/orders/${cart}/complete`, {
      token: me.token,
      body: { expectedTotal: shipment.body.total },
    });
    expect(done.status).toBe(200);
    await ops(['order', 'pay', done.body.number]);
    await ops(['order', 'ship', done.body.number, '--carrier', 'Mondial Relay', '--tracking', 'MR1']);
    await ops(['clock', 'advance', '7d']);
    try {
      const later = (await call('GET', `/orders/${cart}`, { token: me.token })).body;
      const pdf = await fetch(`${apiUrl.replace(/\/api$/, '')}${later.invoice.url}`, {
        headers: { authorization: `Bearer ${me.token}` },
      });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
        mergePages: true,
      });
      expect(text).toContain(`Point relais ${point.name}`);
      expect(text).toContain(`${point.postcode} ${point.city}`);
      expect(text).toContain('Retrait par Léa Dubois');
      // The home address is the billing one only: once, under « Facturé à ».
      expect(text.split(address.street).length - 1).toBe(1);
    } finally {
      await ops(['clock', 'advance', '-7d']);
    }
  }, 60_000);

  it('records a transfer, cancels and refunds through ops, each with its e-mail', async () => {
    const first = await readyToComplete('bank_transfer');
    const done = await call('PATCH', `/orders/${first.cart}/complete`, {
      token: first.me.token,
      body: { expectedTotal: first.order.total },
    });
    await expect(ops(['order', 'ship', done.body.number, '--carrier', 'Colissimo', '--tracking', 'X'])).rejects.toThrow(
      /paid/,
    );
    await ops(['order', 'pay', done.body.number]);
    expect((await call('GET', `/orders/${first.cart}`, { token: first.me.token })).body.paymentState).toBe('paid');
    const before = await stockOf(variants.dogAdult3kg);
    await ops(['order', 'cancel', done.body.number]);
    expect(await stockOf(variants.dogAdult3kg)).toBe(before + 1);
    await ops(['order', 'refund', done.body.number]);
    const after = (await call('GET', `/orders/${first.cart}`, { token: first.me.token })).body;
    expect(after).toMatchObject({ state: 'cancelled', paymentState: 'refunded', status: 'refunded' });
    const subjects = mailsTo(first.me.email).map((m) => /Subject: (.*)/.exec(m)?.[1]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Paiement reçu'),
        expect.stringContaining('annulée'),
        expect.stringContaining('remboursée'),
      ]),
    );
  }, 60_000);

  it('refunds a card payment where it was taken, once, even when the command runs again after a crash', async () => {
    const { me, cart, order, paymentId } = await readyToComplete('card');
    const done = await call('PATCH', `/orders/${cart}/complete`, {
      token: me.token,
      body: { expectedTotal: order.total },
    });
    const config = await call('GET', `/orders/${cart}/payments/${paymentId}/configuration`, { token: me.token });
    const session = new URL(config.body.redirectUrl).pathname.split('/').at(-1)!;
    expect((await gateway(config.body.redirectUrl, { card: '4242 4242 4242 4242' })).status).toBe(303);
    await until(async () => (await call('GET', `/orders/${cart}`, { token: me.token })).body.paymentState === 'paid');
    const db = database();
    const refunds = () =>
      db.kysely.selectFrom('test_gateway_refunds').selectAll().where('payment_reference', '=', session).execute();
    expect(await refunds()).toEqual([]);

    await ops(['order', 'cancel', done.body.number]);
    await ops(['order', 'refund', done.body.number]);
    expect(await refunds()).toMatchObject([{ amount: order.total }]);
    expect((await call('GET', `/orders/${cart}`, { token: me.token })).body.paymentState).toBe('refunded');
    await expect(ops(['order', 'refund', done.body.number])).rejects.toThrow(/only a paid order is refunded/);

    // The provider refunded but the order's update was lost (a crash between the two): the command run again gives
    // nothing back twice, and the order catches up.
    await db.kysely
      .updateTable('orders')
      .set({ payment_state: 'paid' })
      .where('number', '=', done.body.number)
      .execute();
    await db.kysely.updateTable('payments').set({ state: 'completed' }).where('id', '=', paymentId).execute();
    await ops(['order', 'refund', done.body.number]);
    expect(await refunds()).toHaveLength(1);
    expect((await call('GET', `/orders/${cart}`, { token: me.token })).body.paymentState).toBe('refunded');
    await db.close();
  }, 60_000);

  it('lists the customer’s orders newest first, paginated, and keeps them from others', async () => {
    const { me, cart, order } = await readyToComplete('cheque');
    await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: order.total } });
    const cart2 = await newCart(me.token);
    await addItem(cart2, variants.catSterilised400g, 1, {}, me.token);
    const a = await call('PUT', `/orders/${cart2}`, { token: me.token, body: { billingAddress: address } });
    await call('PATCH', `/orders/${cart2}/shipments/${a.body.shipments[0].id}`, {
      token: me.token,
      body: { shippingMethod: 'home_delivery' },
    });
    const p = await call('PATCH', `/orders/${cart2}/payments/${a.body.payments[0].id}`, {
      token: me.token,
      body: { paymentMethod: 'cheque' },
    });
    await call('PATCH', `/orders/${cart2}/complete`, { token: me.token, body: { expectedTotal: p.body.total } });
    const page1 = await call('GET', '/orders?itemsPerPage=1', { token: me.token });
    expect(page1.body['hydra:totalItems']).toBe(2);
    expect(page1.body['hydra:member'][0].tokenValue).toBe(cart2);
    expect(page1.body['hydra:view']['hydra:next']).toContain('page=2');
    const page2 = await call('GET', '/orders?itemsPerPage=1&page=2', { token: me.token });
    expect(page2.body['hydra:member'][0].tokenValue).toBe(cart);
    expect((await call('GET', '/orders?page=0', { token: me.token })).status).toBe(422);
    expect((await call('GET', '/orders')).status).toBe(401);
    const other = await newCustomer();
    expect((await call('GET', '/orders', { token: other.token })).body['hydra:totalItems']).toBe(0);
    expect((await call('GET', `/orders/${cart}`, { token: other.token })).status).toBe(403);
    expect((await call('GET', `/orders/${cart}`)).status).toBe(401);
    expect((await call('GET', `/orders/${cart}/invoice`, { token: other.token })).status).toBe(403);
  });
});

describe('a server killed between a payment notification and its processing', () => {
  it('completes the order once when the notification is delivered again', async () => {
    const { me, cart, order, paymentId } = await readyToComplete('paypal');
    await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: order.total } });
    const config = await call('GET', `/orders/${cart}/payments/${paymentId}/configuration`, { token: me.token });
    // A second server on the same database that dies on receiving the notification.
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: inject('databaseUrl') ?? '',
      CLOCK_NOW: testClockNow,
      GAMELLE_CRASH_ON_PAYMENT_NOTIFICATION: '1',
    };
    const doomed = spawn(process.execPath, ['src/cli/serve.ts'], { cwd: serverDir, env, stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((ok) => doomed.on('exit', (_code, signal) => ok(signal)));
    // A cold start strips the types of every module: slow on a loaded machine.
    await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok, 50_000);
    const page = config.body.redirectUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, `http://127.0.0.1:${port}`);
    expect((await gateway(page, { action: 'approve' })).status).toBe(303);
    expect(await exited).toBe('SIGKILL');
    // The shared server's delivery loop retries (1 s later) and the order is paid, once.
    const paid = await until(async () => {
      const res = await call('GET', `/orders/${cart}`, { token: me.token });
      return res.body.paymentState === 'paid' ? res.body : null;
    });
    expect(paid.payments.filter((p: { state: string }) => p.state === 'completed')).toHaveLength(1);
    const db = database();
    try {
      // The gateway marks the delivery done once the shop's 200 is back (just after the order is paid).
      const delivery = await until(async () => {
        const row = await db.kysely
          .selectFrom('test_gateway_deliveries')
          .selectAll()
          .orderBy('id', 'desc')
          .executeTakeFirst();
        return row?.delivered_at ? row : null;
      });
      expect(delivery.attempts).toBeGreaterThanOrEqual(2);
      expect(delivery.delivered_at).not.toBeNull();
      // Replaying the very notification changes nothing.
      expect(
        await db.kysely
          .selectFrom('payment_events')
          .select('event_id')
          .where('event_id', '=', `test_gateway:${delivery.event_id}`)
          .execute(),
      ).toHaveLength(1);
    } finally {
      await db.close();
    }
    expect(mailsTo(me.email).filter((m) => m.includes('Confirmation de votre commande'))).toHaveLength(1);
  }, 90_000);

  it('refuses an unsigned or forged notification', async () => {
    const forged = await fetch(`${apiUrl}/payment/notify/test_gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-gateway-signature': 't=1,v1=00' },
      body: '{"id":"x","paymentId":1,"type":"payment.succeeded"}',
    });
    expect(forged.status).toBe(400);
    expect((await fetch(`${apiUrl}/payment/notify/stripe`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
