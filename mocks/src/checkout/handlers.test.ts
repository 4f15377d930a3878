// The checkout as the server answers it: address → shipping (relay points) → payment → complete, every answer
// parsed with the contract's schemas; 409 `order_changed` when the total moved; the placed order's payment
// configuration (transfer details).
import {
  paymentConfigurationSchema,
  paymentMethodCollectionSchema,
  pickupPointCollectionSchema,
  shippingMethodCollectionSchema,
} from '@gamelle/contract/checkout/schema';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { orderSchema } from '@gamelle/contract/order/schema';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';
import { seedCart } from '../cart/seed.ts';
import { scenarios } from '../scenarios.ts';

const { state, server } = setupMockServer();

const address = {
  firstName: 'Camille',
  lastName: 'Martin',
  countryCode: 'FR',
  street: '12 rue des Tilleuls',
  postcode: '69001',
  city: 'Lyon',
  phoneNumber: '+33612345678',
};

describe('checkout', () => {
  it('takes a cart from address to a placed order, and the transfer details', async () => {
    const { token } = await login();
    const cart = seedCart(state, [{ variantCode: '10000601', quantity: 2 }]);
    cartSchema.parse((await call(`/shop/orders/${cart}`, { token })).body);
    const refused = await call(`/shop/orders/${cart}`, {
      token,
      method: 'PUT',
      body: { billingAddress: { ...address, postcode: '6900' } },
    });
    expect(refused.status).toBe(422);
    const addressed = orderSchema.parse(
      (await call(`/shop/orders/${cart}`, { token, method: 'PUT', body: { billingAddress: address } })).body,
    );
    expect(addressed.checkoutState).toBe('addressed');
    const shipment = addressed.shipments[0]!.id;
    const methods = shippingMethodCollectionSchema.parse(
      (await call(`/shop/orders/${cart}/shipments/${shipment}/methods`, { token })).body,
    );
    expect(methods['hydra:member'].map((m) => m.code)).toEqual(['home_delivery', 'pickup_point']);
    const points = pickupPointCollectionSchema.parse(
      (await call('/shop/pickup-points', { query: { countryCode: 'FR', postcode: '69001' } })).body,
    )['hydra:member'];
    const closed = points.find((p) => !p.active)!;
    const unavailable = await call(`/shop/orders/${cart}/shipments/${shipment}`, {
      token,
      method: 'PATCH',
      body: { shippingMethod: 'pickup_point', pickupPoint: closed.code },
    });
    expect(unavailable.status).toBe(422);
    const shipped = orderSchema.parse(
      (
        await call(`/shop/orders/${cart}/shipments/${shipment}`, {
          token,
          method: 'PATCH',
          body: { shippingMethod: 'pickup_point', pickupPoint: points[0]!.code },
        })
      ).body,
    );
    expect(shipped.checkoutState).toBe('shipping_selected');
    const payment = shipped.payments[0]!.id;
    paymentMethodCollectionSchema.parse(
      (await call(`/shop/orders/${cart}/payments/${payment}/methods`, { token })).body,
    );
    const chosen = orderSchema.parse(
      (
        await call(`/shop/orders/${cart}/payments/${payment}`, {
          token,
          method: 'PATCH',
          body: { paymentMethod: 'bank_transfer' },
        })
      ).body,
    );
    const stale = await call(`/shop/orders/${cart}/complete`, {
      token,
      method: 'PATCH',
      body: { expectedTotal: chosen.total - 1 },
    });
    expect(stale.status).toBe(409);
    const placed = orderSchema.parse(
      (await call(`/shop/orders/${cart}/complete`, { token, method: 'PATCH', body: { expectedTotal: chosen.total } }))
        .body,
    );
    expect(placed.number).toBeTruthy();
    const configuration = paymentConfigurationSchema.parse(
      (
        await call(`/shop/orders/${cart}/payments/${placed.payments.at(-1)!.id}/configuration`, {
          token,
          query: { returnUrl: '/commande/x/confirmation/' },
        })
      ).body,
    );
    expect(configuration.action).toBe('instructions');
    expect(configuration.instructions?.amount).toBe(placed.total);
  });

  it('orderChanged: the first complete answers 409 with dearer lines', async () => {
    const { token } = await login();
    const cart = seedCart(state, [{ variantCode: '10000601', quantity: 1 }]);
    const addressed = orderSchema.parse(
      (await call(`/shop/orders/${cart}`, { token, method: 'PUT', body: { billingAddress: address } })).body,
    );
    await call(`/shop/orders/${cart}/shipments/1`, {
      token,
      method: 'PATCH',
      body: { shippingMethod: 'home_delivery' },
    });
    await call(`/shop/orders/${cart}/payments/1`, { token, method: 'PATCH', body: { paymentMethod: 'card' } });
    server.use(...scenarios.orderChanged(state));
    const shown = orderSchema.parse((await call(`/shop/orders/${cart}`, { token })).body).total;
    const changed = await call(`/shop/orders/${cart}/complete`, {
      token,
      method: 'PATCH',
      body: { expectedTotal: shown },
    });
    expect(changed.status).toBe(409);
    const newer = orderSchema.parse((changed.body as { order: unknown }).order);
    expect(newer.total).toBeGreaterThan(shown);
    expect(addressed.checkoutState).toBe('addressed');
  });
});
