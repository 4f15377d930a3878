// The subscriptions' mocks answer as the server: the contract's shape, the owner only, the cut-off on the
// state's clock with the subscription-service message, FR/NL.
import { hydraCollectionSchema } from '@gamelle/contract/shared/jsonld';
import { cancellationRequestSchema, subscriptionSchema } from '@gamelle/contract/subscription';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';
import { seedSubscriptionKinds } from './subscriptions.ts';
import { subscriptionOrderCollectionSchema } from '@gamelle/contract/subscription';

const { state } = setupMockServer();

describe('subscriptions', () => {
  it('lists the demo customer’s subscription in the contract’s shape; 401 without a token; 404 for another', async () => {
    const { token } = await login();
    const list = hydraCollectionSchema(subscriptionSchema).parse((await call('/shop/subscriptions', { token })).body);
    expect(list['hydra:totalItems']).toBe(1);
    const sub = list['hydra:member'][0]!;
    expect(sub).toMatchObject({ code: 'AB0000001', locked: false, frequency: 31 });
    expect((await call('/shop/subscriptions')).status).toBe(401);
    await call('/shop/customers', {
      method: 'POST',
      body: { email: 'autre@example.com', password: 'secret5', firstName: 'Lou', lastName: 'Petit', botToken: 'b' },
    });
    const theirs = await login('autre@example.com', 'secret5');
    expect((await call('/shop/subscriptions/AB0000001', { token: theirs.token })).status).toBe(404);
  });

  it('changes the frequency and the date, and refuses a change past the cut-off', async () => {
    const { token } = await login();
    const changed = subscriptionSchema.parse(
      (await call('/shop/subscriptions/AB0000001/frequency', { method: 'PATCH', token, body: { frequency: 42 } })).body,
    );
    expect(changed.frequency).toBe(42);
    const soon = await call('/shop/subscriptions/AB0000001/next-shipping-date', {
      method: 'PATCH',
      token,
      body: { nextShippingDate: changed.modificationLimitDate.slice(0, 4) + '-01-01' },
    });
    expect(soon.status).toBe(422);
    const sub = state.subscriptions.get('AB0000001')!;
    const today = state.now().toISOString().slice(0, 10);
    sub.modificationLimitDate = '2000-01-01';
    sub.nextShippingDate = today;
    const locked = await call('/shop/subscriptions/AB0000001/frequency', {
      method: 'PATCH',
      token,
      body: { frequency: 62 },
      locale: 'nl_BE',
    });
    expect(locked.status).toBe(422);
    expect(JSON.stringify(locked.body)).toContain('abonnementendienst');
  });

  it('takes a cancellation request with the minimum-deliveries notice, once', async () => {
    const { token } = await login();
    const path = '/shop/subscriptions/AB0000001/cancellation-requests';
    expect((await call(path, { method: 'POST', token, body: { reason: 'price' } })).status).toBe(422);
    const made = await call(path, { method: 'POST', token, body: { reason: 'price', message: 'Trop cher' } });
    expect(made.status).toBe(201);
    expect(cancellationRequestSchema.parse(made.body).belowMinimumDeliveries).toBe(true);
    expect((await call(path, { method: 'POST', token, body: { reason: 'price', message: 'Encore' } })).status).toBe(
      422,
    );
  });

  it('ships now, changes delivery and card for the next order only, and answers the history', async () => {
    const { token, customer } = await login();
    const customerId = Number(customer.slice(customer.lastIndexOf('/') + 1));
    const [locked, expired, relay] = seedSubscriptionKinds(state, customerId, [
      'locked',
      'expired_card',
      'relay_inactive',
    ]);
    const read = async (code: string) =>
      subscriptionSchema.parse((await call(`/shop/subscriptions/${code}`, { token })).body);
    expect((await read(locked!)).locked).toBe(true);
    expect((await read(expired!)).alerts.map((a) => a.code)).toEqual(['card_expired']);
    expect((await read(relay!)).alerts.map((a) => a.code)).toEqual(['pickup_point_inactive']);
    const moved = subscriptionSchema.parse(
      (
        await call(`/shop/subscriptions/${relay}/delivery`, {
          method: 'PATCH',
          token,
          body: { scope: 'all_draft_orders', shippingMethod: 'pickup_point', pickupPoint: 'FR-69002-B' },
        })
      ).body,
    );
    expect(moved.nextOrder.pickupPoint).toMatchObject({ code: 'FR-69002-B', active: true });
    expect(moved.alerts).toEqual([]);
    const card = subscriptionSchema.parse(
      (
        await call(`/shop/subscriptions/${expired}/payment-method`, {
          method: 'PATCH',
          token,
          body: { scope: 'next_order_only', paymentMethod: 2 },
        })
      ).body,
    );
    expect(card.nextOrder.nextOrderOnly).toEqual(['paymentMethod']);
    const before = await read('AB0000001');
    const shipped = subscriptionSchema.parse(
      (await call('/shop/subscriptions/AB0000001/ship-now', { method: 'POST', token, body: { confirm: true } })).body,
    );
    expect(shipped.deliveries).toBe(before.deliveries + 1);
    expect(
      (await call(`/shop/subscriptions/${locked}/ship-now`, { method: 'POST', token, body: { confirm: true } })).status,
    ).toBe(422);
    const history = subscriptionOrderCollectionSchema.parse(
      (await call(`/shop/subscriptions/${expired}/orders`, { token })).body,
    );
    expect(history['hydra:member'].map((o) => o.renewal)).toEqual([false, true]);
  });
});
