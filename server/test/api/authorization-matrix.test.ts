// The authorization matrix, generated from the OpenAPI document: every operation declared `x-owned-by: customer` is
// called on a real resource of customer A with customer B's token (it must answer the declared
// `x-other-customer-status`, the same answer as for something that does not exist), without a token (401 where a
// token is required) and with expired, tampered and unsigned (`alg: none`) tokens naming A (401). A new owned
// operation is covered as soon as it is documented; docs-coverage.test.ts makes sure every route is documented and
// every customer operation on a named resource declares whose it is.
import { describe, expect, it } from 'vitest';
import { addItem, apiUrl, call, expiredAccessToken, newCart, newCustomer, variants, type Loose } from './helpers.ts';

interface DocumentedOperation {
  'x-owned-by'?: 'customer';
  'x-other-customer-status'?: number;
  security?: Record<string, string[]>[];
  tags: string[];
}

const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};
const cat = {
  type: '/api/v2/shop/animal-types/2',
  gender: '/api/v2/shop/animal-genders/2',
  name: 'Minou',
  breed: 'europeen',
  birthday: '2022-04-10',
  sterilized: true,
  weight: 4.2,
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry', 'wet'],
  kibbleBrand: 'Gamelle',
};

/** Everything customer A owns, one of each kind, made through the API as a customer would. */
async function ownerWorld() {
  const me = await newCustomer();
  // A cart still being filled.
  const cart = await newCart(me.token);
  const item = (await addItem(cart, variants.dogAdult3kg, 1, {}, me.token)).body.items[0].id as number;
  // An order paid by card with two subscribed lines: the placed order, its payment and shipment, two subscriptions.
  const placed = await newCart(me.token);
  await addItem(placed, variants.dogAdult3kg, 1, { subscriptionInterval: 31 }, me.token);
  await addItem(placed, variants.catSterilised400g, 1, { subscriptionInterval: 62 }, me.token);
  const order = (await call('PUT', `/orders/${placed}`, { token: me.token, body: { billingAddress: address } })).body;
  const shipmentId = order.shipments[0].id as number;
  const paymentId = order.payments[0].id as number;
  await call('PATCH', `/orders/${placed}/shipments/${shipmentId}`, {
    token: me.token,
    body: { shippingMethod: 'home_delivery' },
  });
  const chosen = await call('PATCH', `/orders/${placed}/payments/${paymentId}`, {
    token: me.token,
    body: { paymentMethod: 'card' },
  });
  const done = await call('PATCH', `/orders/${placed}/complete`, {
    token: me.token,
    body: { expectedTotal: chosen.body.total },
  });
  if (done.status !== 200) throw new Error(`order not completed: ${done.status} ${JSON.stringify(done.body)}`);
  const config = await call('GET', `/orders/${placed}/payments/${paymentId}/configuration?returnUrl=/merci`, {
    token: me.token,
  });
  await fetch(config.body.redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  let subscription: string | undefined;
  for (let i = 0; i < 150 && !subscription; i++) {
    const list = await call('GET', '/subscriptions', { token: me.token });
    subscription = (list.body['hydra:member'] as Loose[] | undefined)?.[0]?.code;
    if (!subscription) await new Promise((r) => setTimeout(r, 200));
  }
  if (!subscription) throw new Error('no subscription made from the paid order');
  const ownAddress = (await call('POST', '/addresses', { token: me.token, body: address })).body.id as number;
  const pet = (await call('POST', '/animals', { token: me.token, body: cat })).body.id as number;
  return { me, cart, item, placed, shipmentId, paymentId, subscription, address: ownAddress, pet };
}
type World = Awaited<ReturnType<typeof ownerWorld>>;

/** A's resource for each path parameter; the cart's own calls take the cart, the checkout's and orders' the order. */
function pathFor(template: string, tag: string, w: World): string {
  const token = tag === 'Cart' ? w.cart : w.placed;
  return template
    .replace('/api/v2/shop/orders/{token}', `/api/v2/shop/orders/${token}`)
    .replace('{itemId}', String(w.item))
    .replace('{shipmentId}', String(w.shipmentId))
    .replace('{paymentId}', String(w.paymentId))
    .replace('/coupon/{code}', '/coupon/BIENVENUE5')
    .replace('/customers/{id}', `/customers/${w.me.id}`)
    .replace('/addresses/{id}', `/addresses/${w.address}`)
    .replace('/animals/{id}', `/animals/${w.pet}`)
    .replace('/subscriptions/{code}', `/subscriptions/${w.subscription}`);
}

/** A body valid for the call, so what answers is the ownership check and not the validation. */
const bodies: Record<string, unknown> = {
  'PUT /api/v2/shop/orders/{token}': { billingAddress: address },
  'PATCH /api/v2/shop/orders/{token}/items': { productVariant: variants.dogAdult3kg, quantity: 1 },
  'PATCH /api/v2/shop/orders/{token}/items/{itemId}': { quantity: 2 },
  'PATCH /api/v2/shop/orders/{token}/apply-coupon': { couponCode: 'BIENVENUE5' },
  'PATCH /api/v2/shop/orders/{token}/channel': { channelCode: 'gamelle_be', countryCode: 'BE' },
  'PATCH /api/v2/shop/orders/{token}/shipments/{shipmentId}': { shippingMethod: 'home_delivery' },
  'PATCH /api/v2/shop/orders/{token}/payments/{paymentId}': { paymentMethod: 'card' },
  'PATCH /api/v2/shop/orders/{token}/complete': { expectedTotal: 1 },
  'PUT /api/v2/shop/customers/{id}': { firstName: 'Pirate' },
  'PUT /api/v2/shop/customers/{id}/password': {
    currentPassword: 'croquettes-42',
    newPassword: 'hacked-password-1',
    confirmNewPassword: 'hacked-password-1',
  },
  'PUT /api/v2/shop/addresses/{id}': address,
  'PUT /api/v2/shop/animals/{id}': cat,
  'POST /api/v2/shop/animals/{id}/bi-nutrition-menu': { recipes: ['CHAT-HUMIDE-POULET'], mealFrequency: 'every_day' },
  'PATCH /api/v2/shop/subscriptions/{code}/frequency': { frequency: 62 },
  'PATCH /api/v2/shop/subscriptions/{code}/next-shipping-date': { nextShippingDate: '2027-01-20' },
  'POST /api/v2/shop/subscriptions/{code}/ship-now': { confirm: true },
  'PATCH /api/v2/shop/subscriptions/{code}/delivery': { scope: 'all_draft_orders', shippingMethod: 'home_delivery' },
  'PATCH /api/v2/shop/subscriptions/{code}/payment-method': { scope: 'all_draft_orders', paymentMethod: 1 },
  'POST /api/v2/shop/subscriptions/{code}/cancellation-requests': { reason: 'price', message: 'Pirate' },
  'POST /api/v2/shop/subscriptions/{code}/contact-messages': { message: 'Pirate' },
};

const documentUrl = `${apiUrl}/docs/openapi.json`;
const document = (await (await fetch(documentUrl)).json()) as {
  paths: Record<string, Record<string, DocumentedOperation>>;
};
const owned = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op['x-owned-by'] === 'customer')
    .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

describe('authorization matrix (from the OpenAPI document)', async () => {
  const owner = await ownerWorld();
  const intruder = await newCustomer();
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [
          `/orders/${owner.cart}`,
          `/orders/${owner.placed}`,
          `/addresses/${owner.address}`,
          `/animals/${owner.pet}`,
          `/subscriptions/${owner.subscription}`,
          `/customers/${owner.me.id}`,
        ].map(async (path) => (await call('GET', path, { token: owner.me.token })).body),
      ),
    );
  const before = await snapshot();
  // Tokens that name A but must open nothing: expired, tampered (A's claims on B's signature) and unsigned.
  const [header, , signature] = intruder.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(owner.me.token.split('.')[1]!, 'base64url').toString()) as Loose;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = {
    expired: await expiredAccessToken(owner.me.id, owner.me.email),
    tampered: `${header}.${encode(claims)}.${signature}`,
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
  };

  it('covers every owned operation of the document', () => {
    // Carts, checkout, orders, payments, customers, addresses, pets, subscriptions: at least these many.
    expect(owned.length).toBeGreaterThanOrEqual(36);
  });

  // Sequential: the intruder's calls must not change what the next call meets.
  it.each(owned)('$method $path: another customer gets the declared status', async ({ method, path, op }) => {
    const target = pathFor(path, op.tags[0]!, owner);
    expect(target, `no fixture of A for a parameter of ${path}: extend pathFor()`).not.toMatch(/\{\w+\}/);
    const body = bodies[`${method} ${path}`];
    const res = await call(method, target, { token: intruder.token, ...(body !== undefined ? { body } : {}) });
    expect(res.status, `${method} ${target} with another customer's token: ${JSON.stringify(res.body)}`).toBe(
      op['x-other-customer-status'],
    );
    const anonymous = await call(method, target, body !== undefined ? { body } : {});
    const tokenRequired = op.security?.length === 1 && 'bearer' in op.security[0]!;
    expect(anonymous.status, `${method} ${target} without a token`).toBe(
      tokenRequired ? 401 : op['x-other-customer-status'],
    );
    for (const [kind, token] of Object.entries(forged)) {
      const res = await call(method, target, { token, ...(body !== undefined ? { body } : {}) });
      expect(res.status, `${method} ${target} with an ${kind} token naming the owner`).toBe(401);
    }
  });

  it("leaves every one of A's resources as it was", async () => {
    expect(await snapshot()).toBe(before);
  });
});
