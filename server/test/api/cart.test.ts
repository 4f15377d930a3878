import { variantByCode } from '@gamelle/content';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { addItem, call, database, newCart, variants } from './helpers.ts';

const db = database();
afterAll(() => db.close());
const price = (code: string) => variantByCode(code)!.variant.base_price;

describe('cart: create and read', () => {
  it('creates an empty cart in the channel and locale asked for, as the contract describes it', async () => {
    const res = await call('POST', '/orders', { body: { channelCode: 'gamelle_nl', localeCode: 'nl_BE' } });
    expect(res.status).toBe(201);
    const cart = cartSchema.parse(res.body);
    expect(cart).toMatchObject({ state: 'cart', channelCode: 'gamelle_nl', localeCode: 'nl_BE', items: [], total: 0 });
    expect(cart['@id']).toBe(`/api/v2/shop/orders/${cart.tokenValue}`);
    expect((await call('GET', `/orders/${cart.tokenValue}`)).body.tokenValue).toBe(cart.tokenValue);
  });

  it('refuses an unknown channel or locale with a 422 per field', async () => {
    const res = await call('POST', '/orders', { body: { channelCode: 'amazon', localeCode: 'en_US' } });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'channelCode',
      'localeCode',
    ]);
  });

  it("answers 404 'Cart not found' for an unknown token", async () => {
    for (const [method, path, body] of [
      ['GET', '/orders/nope', undefined],
      ['PATCH', '/orders/nope/items', { productVariant: variants.dogAdult3kg, quantity: 1 }],
      ['PATCH', '/orders/nope/apply-coupon', { couponCode: 'BIENVENUE5' }],
      ['DELETE', '/orders/nope', undefined],
    ] as const) {
      const res = await call(method, path, body ? { body } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body['hydra:description']).toBe('Cart not found');
    }
  });

  it('names products and variants in the language asked for', async () => {
    const cart = await newCart();
    await addItem(cart, variants.dogAdult3kg);
    const { product, variant } = variantByCode(variants.dogAdult3kg)!;
    const nl = await call('GET', `/orders/${cart}?locale=nl_BE`);
    expect(nl.body.items[0]).toMatchObject({ productName: product.name.nl, variantName: variant.name.nl });
    const fr = await call('GET', `/orders/${cart}?locale=fr_FR`);
    expect(fr.body.items[0]).toMatchObject({ productName: product.name.fr, variantName: variant.name.fr });
  });

  it("gives each line its product's packshot, the mini-cart's thumbnail", async () => {
    const cart = await newCart();
    await addItem(cart, variants.dogAdult3kg);
    const { product } = variantByCode(variants.dogAdult3kg)!;
    const res = await call('GET', `/orders/${cart}`);
    const { imageUrl } = cartSchema.parse(res.body).items[0]!;
    expect(imageUrl).toMatch(new RegExp(`^/api/images/${product.images[0]!.file}\\?v=[0-9a-f]{8}$`));
    const image = await call('GET', imageUrl!);
    expect(image.status).toBe(200);
  });
});

describe('cart: items', () => {
  it('adds a variant by IRI or bare code, merging the same purchase mode into one line', async () => {
    const cart = await newCart();
    expect((await addItem(cart, variants.dogAdult3kg, 2)).status).toBe(200);
    const res = await call('PATCH', `/orders/${cart}/items`, {
      body: { productVariant: variants.dogAdult3kg, quantity: 1 },
    });
    expect(res.status).toBe(200);
    const parsed = cartSchema.parse(res.body);
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: price(variants.dogAdult3kg),
      subscriptionInterval: null,
    });
    expect(parsed.itemsTotal).toBe(3 * price(variants.dogAdult3kg));
  });

  it('keeps a subscribed line apart and takes 10 % off each of its units', async () => {
    const cart = await newCart();
    await addItem(cart, variants.dogAdult3kg, 1);
    const res = await addItem(cart, variants.dogAdult3kg, 2, {
      subscriptionInterval: 31,
      sourceItemList: 'home_best_sellers',
      upsell: true,
    });
    const unit = price(variants.dogAdult3kg);
    const discounted = unit - Math.round(unit / 10);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items[1]).toMatchObject({
      subscriptionInterval: 31,
      discountedUnitPrice: discounted,
      total: 2 * discounted,
      sourceItemList: 'home_best_sellers',
      upsell: true,
    });
    expect(res.body.subscriptionDiscountTotal).toBe(2 * (unit - discounted));
    expect(res.body.itemsTotal).toBe(unit + 2 * discounted);
  });

  it('accepts only the 10 delivery frequencies', async () => {
    const cart = await newCart();
    for (const interval of [21, 31, 42, 49, 62, 70, 77, 93, 124, 155])
      expect((await addItem(cart, variants.catSterilised400g, 1, { subscriptionInterval: interval })).status).toBe(200);
    for (const interval of [0, 30, 7, 365, '31']) {
      const res = await addItem(cart, variants.catSterilised400g, 1, { subscriptionInterval: interval });
      expect(res.status, String(interval)).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('subscriptionInterval');
    }
  });

  it('refuses variant codes that are not 8 digits, and unknown ones', async () => {
    const cart = await newCart();
    for (const code of ['1234567', '123456789', 'abcdefgh', '/api/v2/shop/product-variants/12']) {
      const res = await call('PATCH', `/orders/${cart}/items`, { body: { productVariant: code, quantity: 1 } });
      expect(res.status, code).toBe(422);
      expect(res.body.violations[0]).toMatchObject({ propertyPath: 'productVariant', code: 'invalid_variant_code' });
    }
    const unknown = await addItem(cart, '99999999');
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0]).toMatchObject({ propertyPath: 'productVariant', code: 'invalid' });
  });

  it('explains refusals in the language asked for', async () => {
    const cart = await newCart();
    const fr = await call('PATCH', `/orders/${cart}/items?locale=fr_FR`, {
      body: { productVariant: '10000303', quantity: 1 },
    });
    const nl = await call('PATCH', `/orders/${cart}/items?locale=nl_BE`, {
      body: { productVariant: '10000303', quantity: 1 },
    });
    expect(fr.body.violations[0]).toMatchObject({
      code: 'out_of_stock',
      message: 'Ce produit est en rupture de stock.',
    });
    expect(nl.body.violations[0]).toMatchObject({ code: 'out_of_stock', message: 'Dit product is niet op voorraad.' });
    const invalidNl = await call('POST', '/orders?locale=nl', { body: { channelCode: 'x', localeCode: 'nl_BE' } });
    expect(invalidNl.body.violations[0].message).not.toBe(
      (await call('POST', '/orders?locale=fr', { body: { channelCode: 'x', localeCode: 'nl_BE' } })).body.violations[0]
        .message,
    );
  });

  it('refuses quantities that are not positive integers', async () => {
    const cart = await newCart();
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await addItem(cart, variants.dogAdult3kg, quantity as number);
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('quantity');
    }
  });

  it('refuses an out-of-stock or discontinued variant', async () => {
    const cart = await newCart();
    for (const code of ['10000303', '10001801']) {
      const res = await addItem(cart, code);
      expect(res.status, code).toBe(422);
      expect(res.body.violations[0]).toMatchObject({ propertyPath: 'productVariant', code: 'out_of_stock' });
    }
  });

  it('caps the quantity at the stock, across lines of the same variant', async () => {
    const code = '10000503';
    await db.kysely.updateTable('product_variants').set({ stock: 5 }).where('code', '=', code).execute();
    const cart = await newCart();
    expect((await addItem(cart, code, 3)).body.items[0].quantity).toBe(3);
    const capped = await addItem(cart, code, 10, { subscriptionInterval: 42 });
    expect(capped.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 2]);
    const full = await addItem(cart, code, 1);
    expect(full.status).toBe(422);
    expect(full.body.violations[0].code).toBe('insufficient_stock');
    const line = capped.body.items[0].id;
    const changed = await call('PATCH', `/orders/${cart}/items/${line}`, { body: { quantity: 15 } });
    expect(changed.body.items[0].quantity).toBe(3);
  });

  it('refuses, and says so, more than 20 of one product (issue 22: 999 bags were accepted silently)', async () => {
    const cart = await newCart();
    const huge = await addItem(cart, variants.catSterilised400g, 999);
    expect(huge.status).toBe(422);
    expect(huge.body.violations[0]).toMatchObject({ propertyPath: 'quantity' });
    expect((await addItem(cart, variants.catSterilised400g, 15)).status).toBe(200);
    const over = await addItem(cart, variants.catSterilised400g, 6, { subscriptionInterval: 42 });
    expect(over.status).toBe(422);
    expect(over.body.violations[0]).toMatchObject({ propertyPath: 'quantity', code: 'quantity_above_maximum' });
    const line = (await call('GET', `/orders/${cart}`)).body.items[0].id;
    const changed = await call('PATCH', `/orders/${cart}/items/${line}`, { body: { quantity: 21 } });
    expect(changed.status).toBe(422);
    expect((await call('GET', `/orders/${cart}`)).body.items[0].quantity).toBe(15);
  });

  it('changes quantity and frequency together, the frequency alone, or back to a one-off purchase', async () => {
    const cart = await newCart();
    const added = await addItem(cart, variants.catSterilised400g, 1);
    const id = added.body.items[0].id;
    let res = await call('PATCH', `/orders/${cart}/items/${id}`, { body: { quantity: 4, subscriptionInterval: 62 } });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ quantity: 4, subscriptionInterval: 62 });
    res = await call('PATCH', `/orders/${cart}/items/${id}`, { body: { subscriptionInterval: 93 } });
    expect(res.body.items[0]).toMatchObject({ quantity: 4, subscriptionInterval: 93 });
    res = await call('PATCH', `/orders/${cart}/items/${id}`, { body: { subscriptionInterval: null } });
    expect(res.body.items[0]).toMatchObject({ quantity: 4, subscriptionInterval: null });
    expect(res.body.itemsTotal).toBe(4 * price(variants.catSterilised400g));
    const empty = await call('PATCH', `/orders/${cart}/items/${id}`, { body: {} });
    expect(empty.status).toBe(422);
    const bad = await call('PATCH', `/orders/${cart}/items/${id}`, { body: { subscriptionInterval: 45 } });
    expect(bad.status).toBe(422);
  });

  it('removes an item; an unknown item is a 404', async () => {
    const cart = await newCart();
    const added = await addItem(cart, variants.catSterilised400g, 1);
    const id = added.body.items[0].id;
    const removed = await call('DELETE', `/orders/${cart}/items/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ items: [], itemsTotal: 0, total: 0 });
    expect((await call('GET', `/orders/${cart}`)).body.items).toEqual([]);
    expect((await call('DELETE', `/orders/${cart}/items/${id}`)).status).toBe(404);
    expect((await call('PATCH', `/orders/${cart}/items/abc`, { body: { quantity: 1 } })).status).toBe(404);
  });

  it('deletes the cart', async () => {
    const cart = await newCart();
    expect((await call('DELETE', `/orders/${cart}`)).status).toBe(204);
    expect((await call('GET', `/orders/${cart}`)).status).toBe(404);
  });
});

describe('cart: totals on the server', () => {
  it('charges the channel country shipping fee below the free-shipping threshold and none from it', async () => {
    const channel = await call('GET', '/channels/gamelle_fr');
    const fr = channel.body.shippingRates.find((r: { countryCode: string }) => r.countryCode === 'FR');
    const cart = await newCart();
    const one = await addItem(cart, variants.catSterilised400g, 1);
    const unit = price(variants.catSterilised400g);
    expect(one.body).toMatchObject({ itemsTotal: unit, shippingTotal: fr.fee, total: unit + fr.fee });
    const enough = Math.ceil(fr.freeShippingThreshold / unit);
    const many = await call('PATCH', `/orders/${cart}/items/${one.body.items[0].id}`, { body: { quantity: enough } });
    expect(many.body).toMatchObject({ shippingTotal: 0, total: enough * unit });
  });

  it('ships a Belgian channel cart at the Belgian rate', async () => {
    const channel = await call('GET', '/channels/gamelle_be');
    const be = channel.body.shippingRates.find((r: { countryCode: string }) => r.countryCode === 'BE');
    const cart = await newCart(undefined, 'gamelle_nl', 'nl_BE');
    const res = await addItem(cart, variants.catSterilised400g, 1);
    expect(res.body.shippingTotal).toBe(be.fee);
  });

  it('uses the price of the variant, not one sent by the client', async () => {
    const cart = await newCart();
    const res = await addItem(cart, variants.dogAdult3kg, 1, { unitPrice: 1, total: 1 });
    expect(res.body.items[0].unitPrice).toBe(price(variants.dogAdult3kg));
  });

  it('serves the free-shipping threshold per country on the channel', async () => {
    const res = await call('GET', '/channels/gamelle_be');
    expect(res.status).toBe(200);
    expect(res.body.shippingRates.map((r: { countryCode: string }) => r.countryCode).sort()).toEqual([
      'BE',
      'FR',
      'LU',
    ]);
    for (const rate of res.body.shippingRates) expect(Number.isInteger(rate.freeShippingThreshold)).toBe(true);
    expect((await call('GET', '/channels/unknown')).status).toBe(404);
  });
});

describe('cart: only state cart is usable', () => {
  it('reads a completed order but refuses to change it', async () => {
    const cart = await newCart();
    await addItem(cart, variants.dogAdult3kg, 1);
    await db.kysely.updateTable('orders').set({ state: 'completed' }).where('token_value', '=', cart).execute();
    const read = await call('GET', `/orders/${cart}`);
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('completed');
    const change = await addItem(cart, variants.dogAdult3kg, 1);
    expect(change.status).toBe(404);
    expect(change.body['hydra:description']).toBe('Cart not found');
    expect((await call('DELETE', `/orders/${cart}`)).status).toBe(404);
  });
});
