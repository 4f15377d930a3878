// The customer's orders: the list pages as the server's, each state's order parses with the contract, another
// customer's order is 403, the invoice downloads from 7 days after shipping on the state's clock, and the
// storefront's session proxy carries the logged-in customer.
import { orderCollectionSchema, orderSchema } from '@gamelle/contract/order/schema';
import { describe, expect, it } from 'vitest';
import { call, login, origin } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';
import { demoCustomer } from '../shared/state.ts';
import { MOCK_ORDER_KINDS, seedOrders } from './orders.ts';

const { state } = setupMockServer();

describe('orders', () => {
  it("lists the demo customer's two orders, newest first, and pages a long history", async () => {
    const { token } = await login();
    const first = orderCollectionSchema.parse((await call('/shop/orders', { token })).body);
    expect(first['hydra:totalItems']).toBe(2);
    expect(first['hydra:member'].map((o) => o.status)).toEqual(['sent', 'processed']);
    const me = [...state.customers.values()].find((c) => c.email === demoCustomer.email)!;
    seedOrders(
      state,
      me.id,
      Array.from({ length: 23 }, (_, i) => MOCK_ORDER_KINDS[i % MOCK_ORDER_KINDS.length]!),
    );
    const page3 = orderCollectionSchema.parse((await call('/shop/orders', { token, query: { page: 3 } })).body);
    expect(page3['hydra:totalItems']).toBe(25);
    expect(page3['hydra:member']).toHaveLength(5);
    expect(page3['hydra:view']?.['hydra:next']).toBeUndefined();
    expect((await call('/shop/orders')).status).toBe(401);
  });

  it('answers every state as the contract says, and 403 on another customer', async () => {
    const { token } = await login();
    const other = [...state.customers.values()].find((c) => c.email === demoCustomer.email)!;
    const tokens = seedOrders(state, other.id, MOCK_ORDER_KINDS);
    for (const orderToken of tokens) {
      const order = orderSchema.parse((await call(`/shop/orders/${orderToken}`, { token })).body);
      expect(MOCK_ORDER_KINDS).toContain(order.status);
    }
    const stranger = await call('/shop/customers', {
      method: 'POST',
      body: { email: 'autre@example.com', password: 'secret5', firstName: 'Lou', lastName: 'Petit', botToken: 'b' },
    });
    expect(stranger.status).toBe(201);
    const theirs = await login('autre@example.com', 'secret5');
    expect((await call(`/shop/orders/${tokens[0]}`, { token: theirs.token })).status).toBe(403);
  });

  it('gives the invoice only from 7 days after shipping, by the state clock', async () => {
    const { token } = await login();
    const [sent, delivered] = orderCollectionSchema.parse((await call('/shop/orders', { token })).body)['hydra:member'];
    const sentOrder = orderSchema.parse((await call(`/shop/orders/${sent!.tokenValue}`, { token })).body);
    expect(sentOrder.invoice).toMatchObject({ available: false, url: null });
    expect(sentOrder.invoice.availableFrom).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await call(`/shop/orders/${sent!.tokenValue}/invoice`, { token })).status).toBe(404);
    const response = await fetch(`${origin}/api/v2/shop/orders/${delivered!.tokenValue}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await response.text();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(delivered!.number);
  });

  it("passes the session proxy's calls with the logged-in customer's bearer", async () => {
    const answer = await fetch(`${origin}/_session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoCustomer.email, password: demoCustomer.password, botToken: 'b' }),
    });
    expect(answer.status).toBe(200);
    const list = await fetch(`${origin}/_session/api/v2/shop/orders?channelCode=gamelle_fr&locale=fr_FR`);
    expect(orderCollectionSchema.parse(await list.json())['hydra:totalItems']).toBe(2);
    await fetch(`${origin}/_session/logout`, { method: 'POST' });
    expect((await fetch(`${origin}/_session/api/v2/shop/orders`)).status).toBe(401);
  });
});
