// The cart really fills up: lines merge by purchase mode, totals follow the contract's cartTotals with the
// shipping rates and coupons of content/, and the refusals of the server come back as 422/404.
import { constraintViolationListSchema, hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { cartSchema, type Cart } from '@gamelle/contract/cart/schema';
import { channelSchema } from '@gamelle/contract/shared/channel';
import { describe, expect, it } from 'vitest';
import { call, login, newCart } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';
import { seedCart } from './seed.ts';

const { state } = setupMockServer();

// CHIEN-SEC-ADULTE-MR: 10000601 = 3 kg at 27.90 €, 10000602 = 7 kg at 53.90 €. 10000303 is out of stock.
const add = async (token: string, body: Record<string, unknown>, bearer?: string) => {
  const answer = await call(`/shop/orders/${token}/items`, {
    method: 'PATCH',
    body,
    ...(bearer ? { token: bearer } : {}),
  });
  return {
    status: answer.status,
    cart: answer.status === 200 ? cartSchema.parse(answer.body) : null,
    body: answer.body,
  };
};
const violationCodes = (body: unknown) => constraintViolationListSchema.parse(body).violations.map((v) => v.code);

describe('a cart fills up', () => {
  it('starts empty, with free shipping (nothing to ship) and the French channel', async () => {
    const token = await newCart();
    const cart = cartSchema.parse((await call(`/shop/orders/${token}`)).body);
    expect(cart).toMatchObject({ state: 'cart', items: [], total: 0, shippingTotal: 0, channelCode: 'gamelle_fr' });
  });

  it('adds a line, then adds onto it for the same purchase mode and opens a new one when subscribed', async () => {
    const token = await newCart();
    await add(token, { productVariant: '10000601', quantity: 1 });
    let { cart } = await add(token, { productVariant: '/api/v2/shop/product-variants/10000601', quantity: 2 });
    expect(cart!.items).toHaveLength(1);
    expect(cart!.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: 2790,
      total: 8370,
      productName: 'Croquettes Chien Adulte Moyenne Race au poulet',
    });
    ({ cart } = await add(token, {
      productVariant: '10000601',
      quantity: 1,
      subscriptionInterval: 31,
      sourceItemList: 'home',
    }));
    expect(cart!.items).toHaveLength(2);
    expect(cart!.items[1]).toMatchObject({
      subscriptionInterval: 31,
      discountedUnitPrice: 2511,
      sourceItemList: 'home',
    });
    expect(cart!.subscriptionDiscountTotal).toBe(279);
  });

  it('charges shipping below the French threshold (49 €) and ships free from it', async () => {
    const token = await newCart();
    let { cart } = await add(token, { productVariant: '10000601', quantity: 1 });
    expect(cart).toMatchObject({ itemsTotal: 2790, shippingTotal: 590, total: 3380 });
    ({ cart } = await add(token, { productVariant: '10000601', quantity: 1 }));
    expect(cart).toMatchObject({ itemsTotal: 5580, shippingTotal: 0, total: 5580 });
    expect(cart!.taxTotal).toBe(5580 - Math.round(5580 / 1.2));
  });

  it('changes a quantity and a frequency, then removes the line', async () => {
    const token = await newCart();
    const { cart } = await add(token, { productVariant: '10000602', quantity: 1 });
    const id = cart!.items[0]!.id;
    const changed = cartSchema.parse(
      (
        await call(`/shop/orders/${token}/items/${id}`, {
          method: 'PATCH',
          body: { quantity: 4, subscriptionInterval: 62 },
        })
      ).body,
    );
    expect(changed.items[0]).toMatchObject({ quantity: 4, subscriptionInterval: 62, total: 4 * (5390 - 539) });
    const removed = await call(`/shop/orders/${token}/items/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.body)).toMatchObject({ items: [], itemsTotal: 0, total: 0 });
    expect(cartSchema.parse((await call(`/shop/orders/${token}`)).body).items).toEqual([]);
    expect((await call(`/shop/orders/${token}/items/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers in Dutch for a Dutch locale', async () => {
    const token = await newCart();
    await add(token, { productVariant: '10000601', quantity: 1 });
    const cart = cartSchema.parse((await call(`/shop/orders/${token}`, { locale: 'nl_BE' })).body);
    expect(cart.items[0]).toMatchObject({
      productName: 'Brokken Volwassen Hond Middelgrote Rassen met kip',
      variantName: 'Zak van 3 kg',
    });
  });
});

describe('the cart refuses', () => {
  it('an out-of-stock or unknown variant, a bad quantity, and a frequency that does not exist', async () => {
    const token = await newCart();
    expect(violationCodes((await add(token, { productVariant: '10000303', quantity: 1 })).body)).toEqual([
      'out_of_stock',
    ]);
    expect(violationCodes((await add(token, { productVariant: '99999999', quantity: 1 })).body)).toEqual(['invalid']);
    const bad = await add(token, { productVariant: '123', quantity: 0, subscriptionInterval: 30 });
    expect(bad.status).toBe(422);
    expect(
      constraintViolationListSchema
        .parse(bad.body)
        .violations.map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['productVariant', 'quantity', 'subscriptionInterval'].sort());
  });

  it('more than the line limit', async () => {
    const token = await newCart();
    await add(token, { productVariant: '10000601', quantity: 20 });
    expect(violationCodes((await add(token, { productVariant: '10000601', quantity: 1 })).body)).toEqual([
      'quantity_above_maximum',
    ]);
    expect(violationCodes((await add(token, { productVariant: '10000601', quantity: 999 })).body)).toEqual([
      'number_too_big_inclusive',
    ]);
  });

  it('any call on a deleted or unknown cart with "Cart not found"', async () => {
    const token = await newCart();
    expect((await call(`/shop/orders/${token}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await add(token, { productVariant: '10000601', quantity: 1 });
    expect(gone.status).toBe(404);
    expect(hydraErrorSchema.parse(gone.body)['hydra:description']).toBe('Cart not found');
  });

  it("a customer's cart to anyone else, logged in or not", async () => {
    const { token: bearer, customer } = await login();
    const token = await newCart(bearer);
    expect(cartSchema.parse((await call(`/shop/orders/${token}`, { token: bearer })).body).customer).toBe(customer);
    await call('/shop/customers', {
      method: 'POST',
      body: { email: 'b@example.com', password: 'secret5', firstName: 'B', lastName: 'B', botToken: 'b' },
    });
    const other = await login('b@example.com', 'secret5');
    expect((await call(`/shop/orders/${token}`, { token: other.token })).status).toBe(404);
    expect((await call(`/shop/orders/${token}`)).status).toBe(404);
  });
});

describe('coupons', () => {
  const withItems = async (bearer?: string) => {
    const token = await newCart(bearer);
    await add(token, { productVariant: '10000602', quantity: 1 }, bearer);
    return { token, bearer };
  };
  const apply = (cart: { token: string; bearer?: string | undefined } | string, couponCode: string) => {
    const { token, bearer } = typeof cart === 'string' ? { token: cart, bearer: undefined } : cart;
    return call(`/shop/orders/${token}/apply-coupon`, {
      method: 'PATCH',
      body: { couponCode },
      ...(bearer ? { token: bearer } : {}),
    });
  };

  it('applies a percentage coupon typed in any case, and removes it', async () => {
    const { token } = await withItems();
    const cart: Cart = cartSchema.parse((await apply(token, ' chaton15 ')).body);
    expect(cart).toMatchObject({ couponCode: 'CHATON15', orderPromotionTotal: Math.round(5390 * 0.15) });
    const removed = cartSchema.parse((await call(`/shop/orders/${token}/coupon/CHATON15`, { method: 'DELETE' })).body);
    expect(removed).toMatchObject({ couponCode: null, orderPromotionTotal: 0 });
    expect((await call(`/shop/orders/${token}/coupon/CHATON15`, { method: 'DELETE' })).status).toBe(404);
  });

  it('gives free shipping with LIVRAISONOFFERTE below the threshold', async () => {
    const token = await newCart();
    await add(token, { productVariant: '10000601', quantity: 1 });
    expect(cartSchema.parse((await apply(token, 'LIVRAISONOFFERTE')).body)).toMatchObject({
      shippingTotal: 0,
      total: 2790,
    });
  });

  it('refuses an expired, unknown, second or empty-cart coupon with its code', async () => {
    const { token } = await withItems();
    expect(violationCodes((await apply(token, 'ETE2025')).body)).toEqual(['coupon_expired']);
    expect(violationCodes((await apply(token, 'NOPE')).body)).toEqual(['coupon_invalid']);
    await apply(token, 'CHATON15');
    expect(violationCodes((await apply(token, 'LIVRAISONOFFERTE')).body)).toEqual(['coupon_already_applied']);
    expect(violationCodes((await apply(await newCart(), 'CHATON15')).body)).toEqual(['cart_empty']);
    expect(violationCodes((await apply(token, '')).body)).toEqual(['required']);
  });

  it("reads the mocks' clock, not today's date: CHATON15 ends on 2027-04-01", async () => {
    const { token } = await withItems();
    state.now = () => new Date('2027-04-01T00:00:00.000Z');
    expect(violationCodes((await apply(token, 'CHATON15')).body)).toEqual(['coupon_expired']);
    state.now = () => new Date('2027-03-31T23:59:00.000Z');
    expect(cartSchema.parse((await apply(token, 'CHATON15')).body).couponCode).toBe('CHATON15');
  });

  it('keeps BIENVENUE5 (5 € off) for the first order of a logged-in customer', async () => {
    expect(violationCodes((await apply(await withItems(), 'BIENVENUE5')).body)).toEqual(['coupon_login_required']);
    const demo = await login();
    expect(violationCodes((await apply(await withItems(demo.token), 'BIENVENUE5')).body)).toEqual([
      'coupon_first_order_only',
    ]);
    await call('/shop/customers', {
      method: 'POST',
      body: { email: 'first@example.com', password: 'secret5', firstName: 'F', lastName: 'F', botToken: 'b' },
    });
    const first = await login('first@example.com', 'secret5');
    const cart = cartSchema.parse((await apply(await withItems(first.token), 'bienvenue5')).body);
    // 53.90 € − 5 € falls under the 49 € threshold again, so shipping is charged.
    expect(cart).toMatchObject({ orderPromotionTotal: 500, shippingTotal: 590, total: 5390 - 500 + 590 });
  });
});

describe('attaching a customer', () => {
  it('attaches the logged-in customer, never another one, and the login answer then names the cart', async () => {
    const token = await newCart();
    const demo = await login();
    expect(
      (
        await call(`/shop/orders/${token}`, {
          method: 'PUT',
          body: { customer: '/api/v2/shop/customers/99' },
          token: demo.token,
        })
      ).status,
    ).toBe(422);
    expect((await call(`/shop/orders/${token}`, { method: 'PUT', body: { customer: demo.customer } })).status).toBe(
      401,
    );
    await call(`/shop/orders/${token}`, { method: 'PUT', body: { customer: demo.customer }, token: demo.token });
    expect(state.carts.get(token)?.customerId).toBe(1);
    expect((await login()).cart).toBe(token);
  });
});

describe('answers parse with the contract', () => {
  it('cart calls', async () => {
    const token = await newCart();
    const added = await call(`/shop/orders/${token}/items`, {
      method: 'PATCH',
      body: { productVariant: '/api/v2/shop/product-variants/10000602', quantity: 2, subscriptionInterval: 31 },
    });
    const cart = cartSchema.parse(added.body);
    const itemId = cart.items[0]!.id;
    cartSchema.parse((await call(`/shop/orders/${token}`)).body);
    cartSchema.parse(
      (await call(`/shop/orders/${token}/items/${itemId}`, { method: 'PATCH', body: { quantity: 3 } })).body,
    );
    const { token: bearer, customer } = await login();
    cartSchema.parse((await call(`/shop/orders/${token}`, { method: 'PUT', body: { customer }, token: bearer })).body);
    const coupon = await call(`/shop/orders/${token}/apply-coupon`, {
      method: 'PATCH',
      body: { couponCode: 'CHATON15' },
      token: bearer,
    });
    expect(cartSchema.parse(coupon.body).couponCode).toBe('CHATON15');
    cartSchema.parse((await call(`/shop/orders/${token}/coupon/CHATON15`, { method: 'DELETE', token: bearer })).body);
    const removed = await call(`/shop/orders/${token}/items/${itemId}`, { method: 'DELETE', token: bearer });
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.body).items).toEqual([]);
    expect((await call(`/shop/orders/${token}`, { method: 'DELETE', token: bearer })).status).toBe(204);
  });

  it('the channel with its shipping rates', async () => {
    const channel = channelSchema.parse((await call('/shop/channels/gamelle_nl')).body);
    expect(channel.shippingRates.map((r) => r.countryCode)).toEqual(['FR', 'BE', 'LU']);
    expect((await call('/shop/channels/nope')).status).toBe(404);
  });

  it('answers a seeded cart as if its lines had been added, in its channel', async () => {
    const token = seedCart(state, [{ variantCode: '10000601', quantity: 2, subscriptionInterval: 31 }], {
      channelCode: 'gamelle_nl',
    });
    const cart = cartSchema.parse((await call(`/shop/orders/${token}`, { locale: 'nl_BE' })).body);
    expect(cart).toMatchObject({ channelCode: 'gamelle_nl', items: [{ variantCode: '10000601', quantity: 2 }] });
    expect(cart.subscriptionDiscountTotal).toBeGreaterThan(0);
    expect(() => seedCart(state, [{ variantCode: 'nope', quantity: 1 }])).toThrow(/no variant nope/);
  });
});

describe('the country switcher moves the cart (issue 22), as the server does', () => {
  it('ships to the chosen country at its rate, refuses the Netherlands', async () => {
    const token = await newCart();
    await add(token, { productVariant: '10000601', quantity: 1 });
    const rates = channelSchema.parse((await call('/shop/channels/gamelle_be')).body).shippingRates;
    const rate = (country: string) => rates.find((r) => r.countryCode === country)!;
    const move = (body: Record<string, unknown>) => call(`/shop/orders/${token}/channel`, { method: 'PATCH', body });
    const belgium = cartSchema.parse((await move({ channelCode: 'gamelle_be', countryCode: 'BE' })).body);
    expect(belgium).toMatchObject({
      channelCode: 'gamelle_be',
      localeCode: 'fr_BE',
      countryCode: 'BE',
      shippingTotal: rate('BE').fee,
      freeShippingThreshold: rate('BE').freeShippingThreshold,
    });
    const luxembourg = cartSchema.parse((await move({ channelCode: 'gamelle_nl', countryCode: 'LU' })).body);
    expect(luxembourg).toMatchObject({ localeCode: 'nl_BE', countryCode: 'LU', shippingTotal: rate('LU').fee });
    const netherlands = await move({ channelCode: 'gamelle_nl', countryCode: 'NL' });
    expect(netherlands.status).toBe(422);
    expect(violationCodes(netherlands.body)).toEqual(['invalid']);
    expect(cartSchema.parse((await call(`/shop/orders/${token}`)).body).countryCode).toBe('LU');
  });
});
