// Issue 22: country = channel = prices and shipping. The site's country switcher moves an existing cart to the
// channel and country chosen (PATCH /shop/orders/{token}/channel), and every figure follows at once: shipping fee,
// free-shipping threshold, prices. The expected figures are content's (content/data/shipping.json, the rates the
// delivery page states), never constants of this test.
import { shippingRate, variantByCode } from '@gamelle/content';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { addItem, call, database, newCart, newCustomer, variants } from './helpers.ts';

const db = database();
afterAll(() => db.close());
const price = (code: string) => variantByCode(code)!.variant.base_price;
const switchTo = (cart: string, body: unknown, options: { token?: string; locale?: string } = {}) =>
  call('PATCH', `/orders/${cart}/channel${options.locale ? `?locale=${options.locale}` : ''}`, {
    body,
    ...(options.token ? { token: options.token } : {}),
  });

/** A French cart holding one bag of cat food (below every free-shipping threshold). */
async function frenchCart(token?: string) {
  const cart = await newCart(token);
  const added = await addItem(cart, variants.catSterilised400g, 1, {}, token);
  expect(added.status).toBe(200);
  return cart;
}

describe('the country switcher moves the cart (issue 22)', () => {
  it('ships a French cart switched to Belgium at the Belgian fee and threshold, answered and read alike', async () => {
    const fr = shippingRate('FR');
    const be = shippingRate('BE');
    expect(be.fee).not.toBe(fr.fee);
    const cart = await frenchCart();
    const before = await call('GET', `/orders/${cart}`);
    expect(before.body).toMatchObject({ countryCode: 'FR', shippingTotal: fr.fee });
    expect(before.body.freeShippingThreshold).toBe(fr.freeShippingThreshold);

    const res = await switchTo(cart, { channelCode: 'gamelle_be', countryCode: 'BE' });
    expect(res.status).toBe(200);
    const switched = cartSchema.parse(res.body);
    const unit = price(variants.catSterilised400g);
    expect(switched).toMatchObject({
      channelCode: 'gamelle_be',
      localeCode: 'fr_BE',
      countryCode: 'BE',
      itemsTotal: unit,
      shippingTotal: be.fee,
      freeShippingThreshold: be.freeShippingThreshold,
      remainingForFreeShipping: be.freeShippingThreshold - unit,
      total: unit + be.fee,
    });
    expect((await call('GET', `/orders/${cart}`)).body).toEqual(res.body);
  });

  it('offers Luxembourg at its own rate, on the Belgian French site and the Dutch one', async () => {
    const lu = shippingRate('LU');
    const cart = await frenchCart();
    const french = await switchTo(cart, { channelCode: 'gamelle_be', countryCode: 'LU' });
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({
      countryCode: 'LU',
      shippingTotal: lu.fee,
      freeShippingThreshold: lu.freeShippingThreshold,
    });
    const dutch = await switchTo(cart, { channelCode: 'gamelle_nl', countryCode: 'LU' });
    expect(dutch.body).toMatchObject({ channelCode: 'gamelle_nl', localeCode: 'nl_BE', shippingTotal: lu.fee });
    // The Dutch-speaking Belgian site sends a switch back to France at the French rate: the country decides.
    const back = await switchTo(cart, { channelCode: 'gamelle_nl', countryCode: 'FR' });
    expect(back.body).toMatchObject({ countryCode: 'FR', shippingTotal: shippingRate('FR').fee });
  });

  it('refuses the Netherlands (the shop does not deliver there) with a clear message in both languages', async () => {
    const cart = await frenchCart();
    const fr = await switchTo(cart, { channelCode: 'gamelle_nl', countryCode: 'NL' });
    expect(fr.status).toBe(422);
    expect(fr.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'countryCode',
        message: "Nous livrons en France, en Belgique et au Luxembourg : choisissez l'un de ces pays.",
      }),
    ]);
    const nl = await switchTo(cart, { channelCode: 'gamelle_nl', countryCode: 'NL' }, { locale: 'nl_BE' });
    expect(nl.body.violations[0].message).toBe(
      'We leveren in Frankrijk, België en Luxemburg: kies een van deze landen.',
    );
    const missing = await switchTo(cart, { channelCode: 'gamelle_be' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0]).toMatchObject({
      propertyPath: 'countryCode',
      message: "Nous livrons en France, en Belgique et au Luxembourg : choisissez l'un de ces pays.",
    });
    const channel = await switchTo(cart, { channelCode: 'gamelle_de', countryCode: 'BE' });
    expect(channel.status).toBe(422);
    expect(channel.body.violations[0].propertyPath).toBe('channelCode');
    // Nothing changed on a refusal.
    expect((await call('GET', `/orders/${cart}`)).body).toMatchObject({ channelCode: 'gamelle_fr', countryCode: 'FR' });
  });

  it("answers 404 for an unknown cart, another customer's cart and a placed order", async () => {
    const body = { channelCode: 'gamelle_be', countryCode: 'BE' };
    const unknown = await switchTo('nope', body);
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('Cart not found');
    const owner = await newCustomer();
    const other = await newCustomer();
    const cart = await frenchCart(owner.token);
    expect((await switchTo(cart, body, { token: other.token })).status).toBe(404);
    expect((await switchTo(cart, body)).status).toBe(404);
    expect((await switchTo(cart, body, { token: owner.token })).body.countryCode).toBe('BE');
    await db.kysely.updateTable('orders').set({ state: 'completed' }).where('token_value', '=', cart).execute();
    expect((await switchTo(cart, body, { token: owner.token })).status).toBe(404);
  });

  it("re-prices every line at the variant's current price", async () => {
    const cart = await frenchCart();
    await db.kysely
      .updateTable('order_items')
      .set({ unit_price: 1 })
      .where('variant_code', '=', variants.catSterilised400g)
      .where('order_id', '=', db.kysely.selectFrom('orders').select('id').where('token_value', '=', cart))
      .execute();
    const res = await switchTo(cart, { channelCode: 'gamelle_be', countryCode: 'BE' });
    expect(res.body.items[0].unitPrice).toBe(price(variants.catSterilised400g));
    expect(res.body.itemsTotal).toBe(price(variants.catSterilised400g));
  });

  it('creates a cart in the chosen country, and keeps the channel country of carts made without one', async () => {
    const res = await call('POST', '/orders', {
      body: { channelCode: 'gamelle_be', localeCode: 'fr_BE', countryCode: 'LU' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      countryCode: 'LU',
      freeShippingThreshold: shippingRate('LU').freeShippingThreshold,
    });
    const dutch = await newCart(undefined, 'gamelle_nl', 'nl_BE');
    expect((await call('GET', `/orders/${dutch}`)).body.countryCode).toBe('BE');
    const netherlands = await call('POST', '/orders', {
      body: { channelCode: 'gamelle_nl', localeCode: 'nl_BE', countryCode: 'NL' },
    });
    expect(netherlands.status).toBe(422);
  });
});

describe('a checkout address picks its country shipping (issue 22)', () => {
  const addresses = {
    BE: {
      countryCode: 'BE',
      street: '12 rue de la Loi',
      postcode: '1000',
      city: 'Bruxelles',
      phoneNumber: '+32470123456',
    },
    LU: {
      countryCode: 'LU',
      street: '5 rue du Fort',
      postcode: '4010',
      city: 'Esch-sur-Alzette',
      phoneNumber: '+352621123456',
    },
  } as const;

  for (const country of ['BE', 'LU'] as const) {
    it(`ships a cart chosen in France to a ${country} address at the ${country} rate, methods included`, async () => {
      const me = await newCustomer();
      const cart = await frenchCart(me.token);
      const rate = shippingRate(country);
      const res = await call('PUT', `/orders/${cart}`, {
        token: me.token,
        body: { billingAddress: { firstName: 'Léa', lastName: 'Dubois', ...addresses[country] } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ shippingTotal: rate.fee, freeShippingThreshold: rate.freeShippingThreshold });
      const methods = await call('GET', `/orders/${cart}/shipments/${res.body.shipments[0].id}/methods`, {
        token: me.token,
      });
      const home = methods.body['hydra:member'].find((m: { code: string }) => m.code === 'home_delivery');
      expect(home.price).toBe(rate.fee);
    });
  }
});
