import { describe, expect, it } from 'vitest';
import { addItem, call, newCart, newCustomer, variants } from './helpers.ts';

const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};

describe("a second customer's token on the first customer's resources", async () => {
  const owner = await newCustomer();
  const intruder = await newCustomer();
  const cart = await newCart(owner.token);
  const item = (await addItem(cart, variants.dogAdult3kg, 1, {}, owner.token)).body.items[0].id;
  const ownAddress = (await call('POST', '/addresses', { token: owner.token, body: address })).body['@id'] as string;

  it.each([
    ['GET', () => `/orders/${cart}`, undefined],
    ['PATCH', () => `/orders/${cart}/items`, { productVariant: variants.dogAdult3kg, quantity: 1 }],
    ['PATCH', () => `/orders/${cart}/items/${item}`, { quantity: 5 }],
    ['DELETE', () => `/orders/${cart}/items/${item}`, undefined],
    ['PATCH', () => `/orders/${cart}/apply-coupon`, { couponCode: 'BIENVENUE5' }],
    ['DELETE', () => `/orders/${cart}`, undefined],
    ['GET', () => ownAddress, undefined],
    ['PUT', () => ownAddress, address],
    ['DELETE', () => ownAddress, undefined],
    ['GET', () => owner.iri, undefined],
    ['PUT', () => owner.iri, { firstName: 'Pirate' }],
    [
      'PUT',
      () => `${owner.iri}/password`,
      { currentPassword: 'x', newPassword: 'hacked-1', confirmNewPassword: 'hacked-1' },
    ],
  ] as const)('%s %s is refused as not found', async (method, path, body) => {
    const res = await call(method, path(), { token: intruder.token, ...(body ? { body } : {}) });
    expect([403, 404]).toContain(res.status);
    // Same answer as for something that does not exist: nothing leaks.
    const unknown = path().replace(/\/[^/]+$/, '/999999999');
    if (method === 'GET') expect(res.body).toEqual((await call(method, unknown, { token: intruder.token })).body);
  });

  it('refuses the same calls without any token', async () => {
    expect((await call('GET', `/orders/${cart}`)).status).toBe(404);
    expect((await addItem(cart, variants.dogAdult3kg)).status).toBe(404);
    expect((await call('GET', ownAddress)).status).toBe(401);
    expect((await call('GET', owner.iri)).status).toBe(401);
  });

  it("cannot attach someone else's customer to a cart, nor take over an owned cart", async () => {
    const guestCart = await newCart();
    const other = await call('PUT', `/orders/${guestCart}`, { token: intruder.token, body: { customer: owner.iri } });
    expect(other.status).toBe(422);
    const takeover = await call('PUT', `/orders/${cart}`, { token: intruder.token, body: { customer: intruder.iri } });
    expect(takeover.status).toBe(404);
  });

  it("cannot make another customer's address its favourite", async () => {
    const res = await call('PUT', intruder.iri, { token: intruder.token, body: { defaultAddress: ownAddress } });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('defaultAddress');
  });

  it('leaves everything of the owner unchanged', async () => {
    const res = await call('GET', `/orders/${cart}`, { token: owner.token });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].quantity).toBe(1);
    expect((await call('GET', ownAddress, { token: owner.token })).status).toBe(200);
    expect((await call('GET', owner.iri, { token: owner.token })).body.firstName).toBe('Léa');
  });
});

describe('attaching a customer to a guest cart', () => {
  it('attaches the logged-in customer, after which the cart is theirs alone', async () => {
    const me = await newCustomer();
    const cart = await newCart();
    await addItem(cart, variants.catSterilised400g);
    const res = await call('PUT', `/orders/${cart}`, { token: me.token, body: { customer: me.iri } });
    expect(res.status).toBe(200);
    expect(res.body.customer).toBe(me.iri);
    expect((await call('GET', `/orders/${cart}`)).status).toBe(404);
    expect((await call('PUT', `/orders/${cart}`, { body: { customer: me.iri } })).status).toBe(401);
  });
});
