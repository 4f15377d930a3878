import { afterAll, describe, expect, it } from 'vitest';
import { addItem, call, database, newCart, newCustomer, variants } from './helpers.ts';

const db = database();
afterAll(() => db.close());

/** A coupon made for one test, so usage counts and dates are under the test's control. */
async function coupon(code: string, over: Partial<Record<string, unknown>> = {}) {
  await db.kysely
    .insertInto('coupons')
    .values({
      code,
      kind: 'percentage',
      amount: 10,
      minimum_items_total: 0,
      first_order_only: 0,
      usage_limit: null,
      usage_limit_per_customer: null,
      starts_at: null,
      expires_at: null,
      enabled: 1,
      ...over,
    })
    .execute();
  return code;
}

async function cartWorth(itemsOf400g: number, token?: string) {
  const cart = await newCart(token);
  const res = await addItem(cart, variants.catSterilised400g, itemsOf400g, {}, token);
  return { cart, itemsTotal: res.body.itemsTotal as number, shippingTotal: res.body.shippingTotal as number };
}

const apply = (cart: string, couponCode: unknown, token?: string) =>
  call('PATCH', `/orders/${cart}/apply-coupon`, { body: { couponCode }, ...(token ? { token } : {}) });

describe('coupons', () => {
  it('takes a percentage off the items, whatever the case typed', async () => {
    const code = await coupon('TEST15', { amount: 15 });
    const { cart, itemsTotal, shippingTotal } = await cartWorth(2);
    const res = await apply(cart, ' test15 ');
    expect(res.status).toBe(200);
    const off = Math.round((itemsTotal * 15) / 100);
    expect(res.body).toMatchObject({
      couponCode: code,
      orderPromotionTotal: off,
      total: itemsTotal - off + shippingTotal,
    });
  });

  it('takes a fixed amount off, never more than the items', async () => {
    await coupon('MOINS3', { kind: 'fixed_amount', amount: 300 });
    await coupon('MOINS999', { kind: 'fixed_amount', amount: 99_900 });
    const a = await cartWorth(2);
    expect((await apply(a.cart, 'MOINS3')).body.orderPromotionTotal).toBe(300);
    const b = await cartWorth(1);
    const res = await apply(b.cart, 'MOINS999');
    expect(res.body).toMatchObject({ orderPromotionTotal: b.itemsTotal, total: b.shippingTotal });
  });

  it('ships for free with a free-shipping coupon', async () => {
    await coupon('PORTGRATUIT', { kind: 'free_shipping', amount: 0 });
    const { cart, itemsTotal, shippingTotal } = await cartWorth(1);
    expect(shippingTotal).toBeGreaterThan(0);
    const res = await apply(cart, 'PORTGRATUIT');
    expect(res.body).toMatchObject({ shippingTotal: 0, total: itemsTotal, orderPromotionTotal: 0 });
  });

  it('gives the newsletter 5 € off a first order only, once logged in', async () => {
    const customer = await newCustomer();
    const anonymous = await cartWorth(3);
    const refused = await apply(anonymous.cart, 'BIENVENUE5');
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'couponCode', code: 'coupon_login_required' });

    const mine = await cartWorth(3, customer.token);
    const res = await apply(mine.cart, 'BIENVENUE5', customer.token);
    expect(res.status).toBe(200);
    expect(res.body.orderPromotionTotal).toBe(500);

    // Once the customer has a completed order, the coupon is no longer for them.
    await db.kysely.updateTable('orders').set({ state: 'completed' }).where('token_value', '=', mine.cart).execute();
    const next = await cartWorth(3, customer.token);
    const second = await apply(next.cart, 'BIENVENUE5', customer.token);
    expect(second.status).toBe(422);
    expect(second.body.violations[0].code).toBe('coupon_first_order_only');
  });

  it('removing a line answers the cart recomputed: coupon reduction, totals and free-shipping progress', async () => {
    await coupon('RETIRE10', { amount: 10 });
    const cart = await newCart();
    await addItem(cart, variants.dogAdult3kg, 2);
    const added = await addItem(cart, variants.catSterilised400g, 1);
    const cheap = added.body.items.find((i: { variantCode: string }) => i.variantCode === variants.catSterilised400g);
    const before = (await apply(cart, 'RETIRE10')).body;
    const removed = await call('DELETE', `/orders/${cart}/items/${cheap.id}`);
    expect(removed.status).toBe(200);
    const itemsTotal = before.itemsTotal - cheap.total;
    const off = Math.round((itemsTotal * 10) / 100);
    expect(removed.body).toMatchObject({
      couponCode: 'RETIRE10',
      itemsTotal,
      orderPromotionTotal: off,
      total: itemsTotal - off + removed.body.shippingTotal,
      remainingForFreeShipping: Math.max(0, removed.body.freeShippingThreshold - (itemsTotal - off)),
    });
    expect(removed.body.items.map((i: { id: number }) => i.id)).not.toContain(cheap.id);
    expect((await call('GET', `/orders/${cart}`)).body).toEqual(removed.body);
  });

  it("checks a coupon's dates against the shop clock (CLOCK_NOW), not the machine's", async () => {
    // Valid only around the pinned instant (2026-12-01): refused by a clock reading any other week.
    await coupon('HORLOGE', { starts_at: '2026-11-28T00:00:00.000Z', expires_at: '2026-12-02T00:00:00.000Z' });
    await coupon('DEMAIN', { starts_at: '2026-12-02T00:00:00.000Z' });
    const { cart } = await cartWorth(2);
    expect((await apply(cart, 'DEMAIN')).body.violations[0].code).toBe('coupon_not_started');
    expect((await apply(cart, 'HORLOGE')).status).toBe(200);
  });

  it('follows an operator moving the clock (pnpm ops clock advance: an offset in app_meta), from the next request', async () => {
    await coupon('SEMAINE', { starts_at: '2026-12-06T00:00:00.000Z', expires_at: '2026-12-13T00:00:00.000Z' });
    const { cart } = await cartWorth(2);
    expect((await apply(cart, 'SEMAINE')).body.violations[0].code).toBe('coupon_not_started');
    await db.kysely
      .insertInto('app_meta')
      .values({ key: 'clock_offset_ms', value: String(7 * 86_400_000) })
      .execute();
    try {
      expect((await apply(cart, 'SEMAINE')).status).toBe(200);
    } finally {
      await db.kysely.deleteFrom('app_meta').where('key', '=', 'clock_offset_ms').execute();
    }
  });

  it('refuses an expired coupon, one not started yet, and an unknown one', async () => {
    const { cart } = await cartWorth(3);
    await coupon('PASSE', { expires_at: '2020-01-01T00:00:00.000Z' });
    await coupon('FUTUR', { starts_at: '2099-01-01T00:00:00.000Z' });
    for (const [code, expected] of [
      ['PASSE', 'coupon_expired'],
      ['ETE2025', 'coupon_expired'],
      ['FUTUR', 'coupon_not_started'],
      ['NEXISTEPAS', 'coupon_invalid'],
    ]) {
      const res = await apply(cart, code);
      expect(res.status, code).toBe(422);
      expect(res.body.violations[0]).toMatchObject({ propertyPath: 'couponCode', code: expected });
      expect(res.body.violations[0].message).toEqual(expect.any(String));
    }
  });

  it('refuses a coupon whose usage limits are reached, in all or for this customer', async () => {
    await coupon('LIMITE2', { usage_limit: 2 });
    await coupon('UNEFOIS', { usage_limit_per_customer: 1 });
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('coupon_usages')
      .values([
        { coupon_code: 'LIMITE2', customer_id: null, order_id: null, used_at: now },
        { coupon_code: 'LIMITE2', customer_id: null, order_id: null, used_at: now },
      ])
      .execute();
    const { cart } = await cartWorth(1);
    expect((await apply(cart, 'LIMITE2')).body.violations[0].code).toBe('coupon_usage_limit');

    const customer = await newCustomer();
    await db.kysely
      .insertInto('coupon_usages')
      .values({ coupon_code: 'UNEFOIS', customer_id: customer.id, order_id: null, used_at: now })
      .execute();
    const mine = await cartWorth(1, customer.token);
    expect((await apply(mine.cart, 'UNEFOIS', customer.token)).body.violations[0].code).toBe('coupon_usage_limit');
    const other = await newCustomer();
    const theirs = await cartWorth(1, other.token);
    expect((await apply(theirs.cart, 'UNEFOIS', other.token)).status).toBe(200);
  });

  it('refuses a coupon below its minimum and on an empty cart', async () => {
    await coupon('MINI100', { minimum_items_total: 10_000 });
    const { cart } = await cartWorth(1);
    expect((await apply(cart, 'MINI100')).body.violations[0].code).toBe('coupon_minimum_not_reached');
    const empty = await newCart();
    expect((await apply(empty, 'MINI100')).body.violations[0].code).toBe('cart_empty');
  });

  it('allows one coupon per cart, removed by its code', async () => {
    await coupon('UN', { amount: 5 });
    await coupon('DEUX', { amount: 7 });
    const { cart } = await cartWorth(2);
    expect((await apply(cart, 'UN')).status).toBe(200);
    const second = await apply(cart, 'DEUX');
    expect(second.status).toBe(422);
    expect(second.body.violations[0].code).toBe('coupon_already_applied');
    expect((await call('DELETE', `/orders/${cart}/coupon/DEUX`)).status).toBe(404);
    const removed = await call('DELETE', `/orders/${cart}/coupon/un`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ couponCode: null, orderPromotionTotal: 0 });
    expect((await apply(cart, 'DEUX')).status).toBe(200);
  });

  it('requires a coupon code', async () => {
    const { cart } = await cartWorth(1);
    for (const code of ['', '   ', null, 12]) {
      const res = await apply(cart, code);
      expect(res.status, String(code)).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('couponCode');
    }
  });
});
