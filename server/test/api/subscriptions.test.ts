import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fixedClock } from '../../src/shared/clock.ts';
import { loadConfig } from '../../src/shared/config.ts';
import '../../src/shared/jobs/domains.ts';
import { allHandlers, openJobQueue, scanJob } from '../../src/shared/jobs/worker.ts';
import { createServices } from '../../src/shared/services.ts';
import { testClockNow } from './global-setup.ts';
import { addItem, call, database, newCart, newCustomer, ops, outboxDir, variants } from './helpers.ts';

// The API suite's clock is 2026-12-01 (Paris): a subscription made today ships first on 2026-12-01 + frequency.
const today = testClockNow.slice(0, 10);
const dataDir = inject('dataDir');
const serverDir = resolve(import.meta.dirname, '../..');
const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};
const db = database();
afterAll(() => db.close());

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Job e-mails (outbox files named by their effect key) sent to `email`. */
function jobMails(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.startsWith('job-'))
    .map((f) => readFileSync(join(outboxDir, f), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) =>
      raw
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
        .replace(/=\r?\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8')),
    );
}

/** Scans and runs every due job in this process, on the shop clock of `day` (09:00 UTC). */
async function runJobsOn(day: string) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, OUTBOX_DIR: outboxDir });
  const services = createServices(db, { config, clock: fixedClock(`${day}T09:00:00Z`) });
  const queue = openJobQueue(db, { ...process.env, JOB_LEASE_SECONDS: '10' });
  try {
    const handlers = allHandlers(services, queue);
    await handlers[scanJob]!({});
    return await queue.drain(handlers);
  } finally {
    await queue.stop();
  }
}

/** A customer who checked out two subscribed lines (monthly and every 2 months) paid by `card`. */
async function subscriber(card = '4242 4242 4242 4242', over: Record<string, unknown> = {}) {
  const me = await newCustomer(over);
  const cart = await newCart(me.token);
  await addItem(cart, variants.dogAdult3kg, 2, { subscriptionInterval: 31 }, me.token);
  await addItem(cart, variants.catSterilised400g, 1, { subscriptionInterval: 62 }, me.token);
  const addressed = await call('PUT', `/orders/${cart}`, { token: me.token, body: { billingAddress: address } });
  expect(addressed.status).toBe(200);
  const order = addressed.body;
  await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
    token: me.token,
    body: { shippingMethod: 'home_delivery' },
  });
  const chosen = await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
    token: me.token,
    body: { paymentMethod: 'card' },
  });
  const done = await call('PATCH', `/orders/${cart}/complete`, {
    token: me.token,
    body: { expectedTotal: chosen.body.total },
  });
  expect(done.status).toBe(200);
  // The 10 % subscription discount is on the order.
  expect(done.body.subscriptionDiscountTotal ?? done.body.totals?.subscriptionDiscountTotal).not.toBe(0);
  const config = await call('GET', `/orders/${cart}/payments/${order.payments[0].id}/configuration?returnUrl=/merci`, {
    token: me.token,
  });
  await fetch(config.body.redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ card }),
    redirect: 'manual',
  });
  // The notification pays the order and gives its subscriptions the card the gateway kept.
  const subs = await until(async () => {
    const list = await call('GET', '/subscriptions', { token: me.token });
    return list.body['hydra:member'].every((s: { paymentMethod: unknown }) => s.paymentMethod) &&
      list.body['hydra:totalItems'] === 2
      ? list.body['hydra:member']
      : null;
  });
  return { me, cart, subs: subs as Loose[] };
}
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function setDates(code: string, next: string) {
  await db.kysely
    .updateTable('subscriptions')
    .set({ next_shipping_date: next, modification_limit_date: addDays(next, -4) })
    .where('code', '=', code)
    .execute();
}

describe('subscriptions: created at checkout, self-service', () => {
  it('makes one subscription per frequency with the order’s address, carrier and saved card; owner only', async () => {
    const { me, subs } = await subscriber();
    const monthly = subs.find((s) => s.frequency === 31)!;
    const bimonthly = subs.find((s) => s.frequency === 62)!;
    expect(monthly).toMatchObject({
      status: 'active',
      statusGroup: 'positive',
      nextShippingDate: addDays(today, 31),
      modificationLimitDate: addDays(today, 27),
      locked: false,
      deliveries: 1,
      shippingMethod: 'home_delivery',
      paymentMethod: { brand: 'visa', last4: '4242' },
      alerts: [],
    });
    expect(monthly.code).toMatch(/^AB\d{7}$/);
    expect(monthly.items).toEqual([expect.objectContaining({ variantCode: variants.dogAdult3kg, quantity: 2 })]);
    expect(monthly.items[0].subscriptionUnitPrice).toBe(
      monthly.items[0].unitPrice - Math.round(monthly.items[0].unitPrice / 10),
    );
    expect(bimonthly.nextShippingDate).toBe(addDays(today, 62));
    expect((await call('GET', `/subscriptions/${monthly.code}`)).status).toBe(401);
    const other = await newCustomer();
    const foreign = await call('GET', `/subscriptions/${monthly.code}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body['hydra:description']).toBe('Abonnement introuvable.');
    expect(
      (await call('PATCH', `/subscriptions/${monthly.code}/frequency`, { token: other.token, body: { frequency: 42 } }))
        .status,
    ).toBe(404);
    expect((await call('GET', '/subscriptions', { token: other.token })).body['hydra:totalItems']).toBe(0);
    const history = await call('GET', `/subscriptions/${monthly.code}/orders`, { token: me.token });
    expect(history.body['hydra:totalItems']).toBe(1);
    const saved = await call('GET', '/saved-payment-methods', { token: me.token });
    expect(saved.body['hydra:member']).toEqual([expect.objectContaining({ last4: '4242', expired: false })]);
  });

  it('changes frequency, date, delivery (all drafts or next only) and card; refuses bad input in FR/NL', async () => {
    const { me, subs } = await subscriber();
    const code = subs.find((s) => s.frequency === 31)!.code as string;
    const path = `/subscriptions/${code}`;
    const freq = await call('PATCH', `${path}/frequency`, { token: me.token, body: { frequency: 42 } });
    expect(freq.status).toBe(200);
    expect(freq.body).toMatchObject({ frequency: 42, nextShippingDate: addDays(today, 42), nextFrequency: null });
    const badFreq = await call('PATCH', `${path}/frequency?locale=nl`, { token: me.token, body: { frequency: 30 } });
    expect(badFreq.status).toBe(422);
    expect(badFreq.body.violations[0].propertyPath).toBe('frequency');

    const soon = await call('PATCH', `${path}/next-shipping-date`, {
      token: me.token,
      body: { nextShippingDate: addDays(today, 3) },
    });
    expect(soon.status).toBe(422);
    expect(soon.body.violations[0]).toMatchObject({ propertyPath: 'nextShippingDate', code: 'shipping_date_too_soon' });
    const soonNl = await call('PATCH', `${path}/next-shipping-date?locale=nl`, {
      token: me.token,
      body: { nextShippingDate: addDays(today, 3) },
    });
    expect(soonNl.body.violations[0].message).toContain('Kies een datum');
    const late = await call('PATCH', `${path}/next-shipping-date`, {
      token: me.token,
      body: { nextShippingDate: addDays(today, 200) },
    });
    expect(late.body.violations[0].code).toBe('shipping_date_too_late');
    const moved = await call('PATCH', `${path}/next-shipping-date`, {
      token: me.token,
      body: { nextShippingDate: addDays(today, 20) },
    });
    expect(moved.body).toMatchObject({
      nextShippingDate: addDays(today, 20),
      modificationLimitDate: addDays(today, 16),
    });

    const points = await call('GET', '/pickup-points?countryCode=FR&postcode=75011', { token: me.token });
    const point = points.body['hydra:member'].find((p: { active: boolean }) => p.active).code as string;
    const nextOnly = await call('PATCH', `${path}/delivery`, {
      token: me.token,
      body: { scope: 'next_order_only', shippingMethod: 'pickup_point', pickupPoint: point },
    });
    expect(nextOnly.status).toBe(200);
    expect(nextOnly.body.shippingMethod).toBe('home_delivery');
    expect(nextOnly.body.nextOrder).toMatchObject({ shippingMethod: 'pickup_point', pickupPoint: { code: point } });
    expect(nextOnly.body.nextOrder.nextOrderOnly).toEqual(expect.arrayContaining(['shippingMethod', 'pickupPoint']));
    const all = await call('PATCH', `${path}/delivery`, {
      token: me.token,
      body: { scope: 'all_draft_orders', shippingMethod: 'pickup_point', pickupPoint: point },
    });
    expect(all.body).toMatchObject({ shippingMethod: 'pickup_point', pickupPoint: point });
    expect(all.body.nextOrder.nextOrderOnly).toEqual([]);
    const badPoint = await call('PATCH', `${path}/delivery`, {
      token: me.token,
      body: { scope: 'all_draft_orders', pickupPoint: 'NOPE' },
    });
    expect(badPoint.status).toBe(422);
    const noScope = await call('PATCH', `${path}/delivery`, {
      token: me.token,
      body: { shippingMethod: 'home_delivery' },
    });
    expect(noScope.body.violations[0].propertyPath).toBe('scope');
    // An inactive relay point is an alert with its action.
    await db.kysely.updateTable('pickup_points').set({ active: 0 }).where('code', '=', point).execute();
    try {
      const alerted = await call('GET', path, { token: me.token });
      expect(alerted.body.alerts).toEqual([
        expect.objectContaining({ code: 'pickup_point_inactive', action: 'change_delivery' }),
      ]);
    } finally {
      await db.kysely.updateTable('pickup_points').set({ active: 1 }).where('code', '=', point).execute();
    }

    const unknownCard = await call('PATCH', `${path}/payment-method`, {
      token: me.token,
      body: { scope: 'all_draft_orders', paymentMethod: 999999 },
    });
    expect(unknownCard.body.violations[0].code).toBe('payment_method_unknown');
    const mine = (await call('GET', '/saved-payment-methods', { token: me.token })).body['hydra:member'][0].id;
    const card = await call('PATCH', `${path}/payment-method`, {
      token: me.token,
      body: { scope: 'next_order_only', paymentMethod: mine },
    });
    expect(card.body.nextOrder.nextOrderOnly).toContain('paymentMethod');
  });

  it('refuses every change after the cut-off with the subscription service message, and explains a ship-now', async () => {
    const { me, subs } = await subscriber();
    const code = subs.find((s) => s.frequency === 31)!.code as string;
    const path = `/subscriptions/${code}`;
    expect((await call('POST', `${path}/ship-now`, { token: me.token, body: {} })).status).toBe(422);
    await setDates(code, addDays(today, 3));
    const detail = await call('GET', path, { token: me.token });
    expect(detail.body.locked).toBe(true);
    for (const [method, suffix, body] of [
      ['PATCH', 'frequency', { frequency: 42 }],
      ['PATCH', 'next-shipping-date', { nextShippingDate: addDays(today, 30) }],
      ['PATCH', 'delivery', { scope: 'all_draft_orders', shippingMethod: 'home_delivery' }],
      ['POST', 'ship-now', { confirm: true }],
    ] as const) {
      const refused = await call(method, `${path}/${suffix}`, { token: me.token, body });
      expect(refused.status, suffix).toBe(422);
      expect(refused.body.violations[0].code).toBe('subscription_locked');
      expect(refused.body.violations[0].message).toContain('Contactez le service abonnement');
    }
    const nl = await call('PATCH', `${path}/frequency?locale=nl`, { token: me.token, body: { frequency: 42 } });
    expect(nl.body.violations[0].message).toContain('abonnementendienst');
    // Ship now on an unlocked one: locked at once, renewed by the next run, shipped the next working day.
    const other = subs.find((s) => s.frequency === 62)!.code as string;
    const now = await call('POST', `/subscriptions/${other}/ship-now`, { token: me.token, body: { confirm: true } });
    expect(now.status).toBe(200);
    expect(now.body.locked).toBe(true);
    await runJobsOn(today);
    const history = await call('GET', `/subscriptions/${other}/orders`, { token: me.token });
    expect(history.body['hydra:totalItems']).toBe(2);
    expect(history.body['hydra:member'][0]).toMatchObject({ renewal: true, paymentState: 'paid' });
  });

  it('takes a cancellation request (explained before the 2nd delivery) and a contact message; ops lists and closes', async () => {
    const { me, subs } = await subscriber();
    const code = subs[0]!.code as string;
    const missing = await call('POST', `/subscriptions/${code}/cancellation-requests`, {
      token: me.token,
      body: { reason: 'price' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].propertyPath).toBe('message');
    const made = await call('POST', `/subscriptions/${code}/cancellation-requests`, {
      token: me.token,
      body: { reason: 'price', message: 'Trop cher pour moi' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ belowMinimumDeliveries: true, status: 'open' });
    expect(made.body.notice).toContain('au moins 2 livraisons');
    const twice = await call('POST', `/subscriptions/${code}/cancellation-requests`, {
      token: me.token,
      body: { reason: 'price', message: 'Encore' },
    });
    expect(twice.body.violations[0].code).toBe('request_already_open');
    const contact = await call('POST', `/subscriptions/${code}/contact-messages`, {
      token: me.token,
      body: { message: 'Puis-je ajouter un sac ?' },
    });
    expect(contact.status).toBe(201);
    const listed = await ops(['subscription', 'requests']);
    expect(listed).toContain(`cancellation (price) ${code}`);
    // The contact message is customer service's, with every other message (service/messages-service.ts).
    expect(listed).not.toContain('Puis-je ajouter un sac ?');
    const messages = await ops(['messages', 'list']);
    expect(messages).toContain(`#${contact.body.id} `);
    expect(messages).toContain(`open subscription [subscription] fr ${me.email} (subscription ${code})`);
    expect(messages).toContain('Puis-je ajouter un sac ?');
    expect(await ops(['subscription', 'close', String(made.body.id), '--stop'])).toContain('stopped');
    const stopped = await call('GET', `/subscriptions/${code}`, { token: me.token });
    expect(stopped.body).toMatchObject({ status: 'stopped', statusGroup: 'neutral' });
    await expect(ops(['subscription', 'close', String(made.body.id)])).rejects.toThrow(/No open request/);
  });
});

describe('subscriptions: renewals, reminders, failed charges', () => {
  it('sends the 7-day and the 4-day reminders once each, in the communication language', async () => {
    const { me, subs } = await subscriber('4242 4242 4242 4242', {});
    await call('PUT', `/customers/${me.id}`, { token: me.token, body: { communicationLanguage: 'nl' } });
    const code = subs.find((s) => s.frequency === 31)!.code as string;
    const shipping = addDays(today, 10);
    await setDates(code, shipping);
    await runJobsOn(addDays(shipping, -8));
    expect(jobMails(me.email)).toHaveLength(0);
    await runJobsOn(addDays(shipping, -7));
    await runJobsOn(addDays(shipping, -6));
    let mails = jobMails(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Content-Language: nl');
    expect(mails[0]).toContain('Uw volgende abonnementslevering');
    await runJobsOn(addDays(shipping, -4));
    await runJobsOn(addDays(shipping, -4));
    mails = jobMails(me.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.includes('Laatste dag'))).toBe(true);
  });

  it('renews past the cut-off: one order, charged once, next draft at shipping + frequency; refusals retried after 1, 3, 7 days', async () => {
    const { me, subs } = await subscriber();
    const good = subs.find((s) => s.frequency === 31)!;
    // What the page says the next order will cost: items, the delivery (free from the country's threshold), total.
    const predicted = (await call('GET', `/subscriptions/${good.code}`, { token: me.token })).body.nextOrder;
    expect(predicted.total).toBe(predicted.itemsTotal + predicted.shippingTotal);
    const shipping = addDays(today, 10);
    await setDates(good.code, shipping);
    await runJobsOn(addDays(shipping, -3));
    await runJobsOn(addDays(shipping, -3));
    const renewed = await call('GET', `/subscriptions/${good.code}`, { token: me.token });
    expect(renewed.body).toMatchObject({ nextShippingDate: addDays(shipping, 31), deliveries: 2, status: 'active' });
    const history = (await call('GET', `/subscriptions/${good.code}/orders`, { token: me.token })).body;
    expect(history['hydra:totalItems']).toBe(2);
    const order = history['hydra:member'][0];
    expect(order).toMatchObject({ shippingDate: shipping, paymentState: 'paid', shippingState: 'ready' });
    const detail = await call('GET', `/orders/${order.tokenValue}`, { token: me.token });
    // The renewal charged what the page announced.
    expect(detail.body.total).toBe(predicted.total);
    expect(detail.body.shippingTotal).toBe(predicted.shippingTotal);
    expect(detail.body.subscriptionDiscountTotal ?? detail.body.totals?.subscriptionDiscountTotal).not.toBe(0);
    expect(jobMails(me.email).filter((m) => m.includes('est confirm'))).toHaveLength(1);
    // On its shipping day the warehouse ships it.
    await runJobsOn(shipping);
    const shipped = (await call('GET', `/subscriptions/${good.code}/orders`, { token: me.token })).body[
      'hydra:member'
    ][0];
    expect(shipped.shippingState).toBe('shipped');

    // A refused card: payment_failure, retried 1, 3 and 7 days later with an e-mail each, then a new card pays.
    const bad = subs.find((s) => s.frequency === 62)!;
    const customer = me.id;
    await db.kysely
      .insertInto('test_gateway_cards')
      .values({
        reference: `tgcard_refused_${customer}`,
        number: '4000000000000002',
        exp_month: 12,
        exp_year: 2030,
        created_at: new Date().toISOString(),
      })
      .execute();
    const refusedCard = await db.kysely
      .insertInto('payment_methods')
      .values({
        customer_id: customer,
        provider: 'test_gateway',
        reference: `tgcard_refused_${customer}`,
        brand: 'visa',
        last4: '0002',
        exp_month: 12,
        exp_year: 2030,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goodCard = renewed.body.paymentMethod.id;
    await db.kysely
      .updateTable('subscriptions')
      .set({ payment_method_id: refusedCard.id })
      .where('code', '=', bad.code)
      .execute();
    // One bag of cat food, under France's free-delivery threshold: the next order announces the home-delivery fee.
    const badNext = (await call('GET', `/subscriptions/${bad.code}`, { token: me.token })).body.nextOrder;
    expect(badNext.shippingTotal).toBeGreaterThan(0);
    expect(badNext.total).toBe(badNext.itemsTotal + badNext.shippingTotal);
    await setDates(bad.code, shipping);
    let day = addDays(shipping, -3);
    await runJobsOn(day);
    let sub = (await call('GET', `/subscriptions/${bad.code}`, { token: me.token })).body;
    expect(sub).toMatchObject({ status: 'payment_failure', statusGroup: 'error', nextRetryDate: addDays(day, 1) });
    for (const wait of [1, 3]) {
      await runJobsOn(addDays(day, wait - 1));
      expect((await call('GET', `/subscriptions/${bad.code}`, { token: me.token })).body.nextRetryDate).toBe(
        addDays(day, wait),
      );
      day = addDays(day, wait);
      await runJobsOn(day);
    }
    sub = (await call('GET', `/subscriptions/${bad.code}`, { token: me.token })).body;
    expect(sub.nextRetryDate).toBe(addDays(day, 7));
    expect(jobMails(me.email).filter((m) => m.includes('a =C3=A9chou') || m.includes('a échoué'))).toHaveLength(3);
    const order2 = (await call('GET', `/subscriptions/${bad.code}/orders`, { token: me.token })).body[
      'hydra:member'
    ][0];
    const payments = await db.kysely
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .selectAll('payments')
      .where('orders.token_value', '=', order2.tokenValue)
      .execute();
    expect(payments.map((p) => p.state)).toEqual(['failed', 'failed', 'failed']);
    // Each attempt asked for the total the page had announced, delivery included.
    expect(payments.map((p) => p.amount)).toEqual([badNext.total, badNext.total, badNext.total]);
    // A new card: retried today, paid, active again.
    const changed = await call('PATCH', `/subscriptions/${bad.code}/payment-method`, {
      token: me.token,
      body: { scope: 'all_draft_orders', paymentMethod: goodCard },
    });
    expect(changed.status).toBe(200);
    await runJobsOn(today);
    sub = (await call('GET', `/subscriptions/${bad.code}`, { token: me.token })).body;
    expect(sub).toMatchObject({ status: 'active', deliveries: 2, nextShippingDate: addDays(shipping, 62) });
  });

  it('alerts a card expiring at the end of the month, then expired', async () => {
    const { me, subs } = await subscriber('4000 0000 0000 0341');
    const sub = subs.find((s) => s.frequency === 31)!;
    // The card expires at the end of the clock's month (December 2026); the first renewal is in January.
    expect(sub.paymentMethod).toMatchObject({ last4: '0341', expMonth: 12, expYear: 2026 });
    expect(sub.alerts[0]).toMatchObject({ code: 'card_expired', action: 'change_payment_method' });
    await setDates(sub.code, addDays(today, 20));
    const expiring = await call('GET', `/subscriptions/${sub.code}?locale=nl`, { token: me.token });
    expect(expiring.body.alerts[0]).toMatchObject({ code: 'card_expires_end_of_month' });
    expect(expiring.body.alerts[0].message).toBe('Uw bankkaart vervalt eind december 2026.');
  });
});

describe('renewals with several workers and one killed mid-job', () => {
  it('charges and e-mails each renewal exactly once', async () => {
    const customers = await Promise.all([subscriber(), subscriber()]);
    const codes = customers.flatMap((c) => c.subs.map((s) => s.code as string));
    const shipping = addDays(today, 3); // past the cut-off on the suite's clock: due now
    for (const code of codes) await setDates(code, shipping);
    const env = (extra: Record<string, string>) => ({
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      DATABASE_URL: inject('databaseUrl') ?? '',
      CLOCK_NOW: testClockNow,
      JOB_SCAN_SECONDS: '1',
      JOB_POLL_MS: '200',
      JOB_LEASE_SECONDS: '2',
      JOB_SUPERVISE_SECONDS: '1',
      ...extra,
    });
    const start = (extra: Record<string, string>): ChildProcess =>
      spawn(process.execPath, ['src/cli/worker.ts'], { cwd: serverDir, env: env(extra), stdio: 'ignore' });
    // The first worker dies (SIGKILL) right after a charge, before recording it.
    const killed = start({ GAMELLE_CRASH_AFTER_RENEWAL_CHARGE: '1' });
    const exit = await new Promise<NodeJS.Signals | null>((ok) => killed.once('exit', (_c, signal) => ok(signal)));
    expect(exit).toBe('SIGKILL');
    // Two instances take over; the dead worker's job is retried once its lease lapses.
    const workers = [start({}), start({})];
    try {
      const ids = await db.kysely
        .selectFrom('subscriptions')
        .select(['id', 'code'])
        .where('code', 'in', codes)
        .execute();
      await until(async () => {
        const rows = await db.kysely
          .selectFrom('subscriptions')
          .select('deliveries')
          .where('code', 'in', codes)
          .execute();
        return rows.every((r) => r.deliveries === 2);
      }, 90_000);
      for (const { id } of ids) {
        const orders = await db.kysely.selectFrom('orders').select('id').where('subscription_id', '=', id).execute();
        expect(orders).toHaveLength(1);
        const payments = await db.kysely
          .selectFrom('payments')
          .selectAll()
          .where('order_id', '=', orders[0]!.id)
          .execute();
        expect(payments.map((p) => p.state)).toEqual(['completed']);
        const charges = await db.kysely
          .selectFrom('test_gateway_charges')
          .select('idempotency_key')
          .where('idempotency_key', '=', `renewal-payment-${payments[0]!.id}`)
          .execute();
        expect(charges).toHaveLength(1);
      }
      // Let a few more scans pass: nothing renews twice.
      await new Promise((r) => setTimeout(r, 2500));
      for (const c of customers) expect(jobMails(c.me.email).filter((m) => m.includes('est confirm'))).toHaveLength(2);
      const rows = await db.kysely
        .selectFrom('subscriptions')
        .select('deliveries')
        .where('code', 'in', codes)
        .execute();
      expect(rows.every((r) => r.deliveries === 2)).toBe(true);
    } finally {
      for (const w of workers) w.kill('SIGTERM');
    }
  }, 120_000);
});
