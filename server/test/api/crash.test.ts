// A server killed with SIGKILL in the middle of cart writes and of an order's completion (issue 21): a second server
// process on the suite's database takes writes, dies at a random moment, and what the shared server reads afterwards
// holds every write that was acknowledged, none that was not sent, and no half-done order (stock taken once, or not
// at all and the order still completable).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { testClockNow } from './global-setup.ts';
import { addItem, call, database, newCart, newCustomer, outboxDir, variants } from './helpers.ts';

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

/** A second API process on the suite's database, to be killed. */
async function doomedServer(): Promise<{ base: string; child: ChildProcess; exited: Promise<unknown> }> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: inject('databaseUrl') ?? '',
    CLOCK_NOW: testClockNow,
    JOB_WORKER: '0',
  };
  const child = spawn(process.execPath, ['src/cli/serve.ts'], { cwd: serverDir, env, stdio: 'ignore' });
  const exited = new Promise((ok) => child.on('exit', ok));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).catch(() => null);
    if (up?.ok) break;
    if (i > 500) throw new Error('the second server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, exited };
}

async function stockOf(code: string): Promise<number> {
  const db = database();
  try {
    return (
      await db.kysely.selectFrom('product_variants').select('stock').where('code', '=', code).executeTakeFirstOrThrow()
    ).stock;
  } finally {
    await db.close();
  }
}

describe('a server killed with SIGKILL', () => {
  it('loses no acknowledged cart write and invents none', async () => {
    const carts = await Promise.all(Array.from({ length: 8 }, () => newCart()));
    const { base, child, exited } = await doomedServer();
    const acknowledged = new Map(carts.map((c) => [c, 0]));
    const sent = new Map(carts.map((c) => [c, 0]));
    // 8 carts × 15 single-unit adds of the same product, 8 at a time; the kill comes after about 40 answers.
    const writes = carts.flatMap((cart) => Array.from({ length: 15 }, () => cart));
    let answered = 0;
    const killAt = 30 + Math.floor(Math.random() * 20);
    const add = async (cart: string) => {
      sent.set(cart, sent.get(cart)! + 1);
      const res = await fetch(`${base}/api/v2/shop/orders/${cart}/items`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ productVariant: `/api/v2/shop/product-variants/${variants.dogAdult3kg}`, quantity: 1 }),
      }).catch(() => null);
      if (res?.status === 200) acknowledged.set(cart, acknowledged.get(cart)! + 1);
      if (++answered === killAt) child.kill('SIGKILL');
    };
    for (let i = 0; i < writes.length; i += 8) await Promise.all(writes.slice(i, i + 8).map(add));
    await exited;
    const total = [...acknowledged.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(killAt - 8);
    expect(total).toBeLessThan(writes.length);
    for (const cart of carts) {
      const res = await call('GET', `/orders/${cart}`);
      const quantity = (res.body.items as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
      expect(quantity, `cart ${cart}`).toBeGreaterThanOrEqual(acknowledged.get(cart)!);
      expect(quantity, `cart ${cart}`).toBeLessThanOrEqual(sent.get(cart)!);
    }
  }, 120_000);

  it('leaves an order completed with its stock taken once, or not completed and completable', async () => {
    for (const delayMs of [0, 5, 15]) {
      const me = await newCustomer();
      const cart = await newCart(me.token);
      await addItem(cart, variants.catSterilised400g, 2, {}, me.token);
      const order = (await call('PUT', `/orders/${cart}`, { token: me.token, body: { billingAddress: address } })).body;
      await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
        token: me.token,
        body: { shippingMethod: 'home_delivery' },
      });
      const chosen = await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
        token: me.token,
        body: { paymentMethod: 'bank_transfer' },
      });
      expect(chosen.status).toBe(200);
      const stockBefore = await stockOf(variants.catSterilised400g);
      const { base, child, exited } = await doomedServer();
      const completing = fetch(`${base}/api/v2/shop/orders/${cart}/complete`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json', authorization: `Bearer ${me.token}` },
        body: JSON.stringify({ expectedTotal: chosen.body.total }),
      }).catch(() => null);
      await new Promise((r) => setTimeout(r, delayMs));
      child.kill('SIGKILL');
      const answer = await completing;
      await exited;
      const after = (await call('GET', `/orders/${cart}`, { token: me.token })).body;
      const stockAfter = await stockOf(variants.catSterilised400g);
      if (answer?.status === 200) expect(after.checkoutState).toBe('completed');
      if (after.checkoutState === 'completed') expect(stockAfter).toBe(stockBefore - 2);
      else expect(stockAfter).toBe(stockBefore);
      // Completing again on the surviving server finishes the order once, whatever the kill interrupted.
      const again = await call('PATCH', `/orders/${cart}/complete`, {
        token: me.token,
        body: { expectedTotal: chosen.body.total },
      });
      expect(again.status).toBe(200);
      expect(again.body.checkoutState).toBe('completed');
      expect(await stockOf(variants.catSterilised400g)).toBe(stockBefore - 2);
    }
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const at = srv.address();
      srv.close(() => ok(typeof at === 'object' && at ? at.port : 0));
    });
  });
}
