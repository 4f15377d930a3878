// `pnpm --filter @gamelle/server bench:renewals`: how long the renewal run takes for N due subscriptions
// (BENCH_SUBSCRIPTIONS, default 10,000) on a fresh SQLite file and, when PostgreSQL is at hand (BENCH_DATABASE_URL
// or TEST_DATABASE_URL, an admin URL: a throw-away database is created), on PostgreSQL with pg-boss. A run is what
// the worker does when the clock reaches the cut-off: one scan that enqueues every renewal, then every job
// (order created, card charged off-session at the test gateway, outcome recorded, e-mail written to the outbox).
// BENCH_WORKERS drains in parallel in this process (default 1 on SQLite, which has one writer, and 4 on PostgreSQL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fixedClock } from '../src/shared/clock.ts';
import { loadConfig } from '../src/shared/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/shared/db/database.ts';
import { migrateToLatest } from '../src/shared/db/migrate.ts';
import '../src/shared/jobs/domains.ts';
import { allHandlers, openJobQueue, scanJob } from '../src/shared/jobs/worker.ts';
import { seed } from '../src/shared/seed/seed.ts';
import { createServices } from '../src/shared/services.ts';

const count = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const today = '2026-12-01';
const shipping = '2026-12-04'; // its cut-off (12-01 − 1 day… limit 11-30) is past on `today`: every one is due

async function prepare(db: DatabaseHandle): Promise<void> {
  await migrateToLatest(db);
  await seed(db);
  const k = db.kysely;
  const now = new Date().toISOString();
  const customer = await k
    .insertInto('customers')
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@example.fr`,
      first_name: 'Léa',
      last_name: 'Dubois',
      gender: null,
      birthday: null,
      phone_number: null,
      subscribed_to_newsletter: 0,
      locale_code: 'fr',
      default_address_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('test_gateway_cards')
    .values({ reference: 'tgcard_bench', number: '4242424242424242', exp_month: 12, exp_year: 2030, created_at: now })
    .execute();
  const method = await k
    .insertInto('payment_methods')
    .values({
      customer_id: customer.id,
      provider: 'test_gateway',
      reference: 'tgcard_bench',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variant = await k
    .selectFrom('product_variants')
    .select('code')
    .where('stock', '>', 0)
    .where('enabled', '=', 1)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  await k.updateTable('product_variants').set({ stock: 1_000_000 }).where('code', '=', variant.code).execute();
  const address = JSON.stringify({
    firstName: 'Léa',
    lastName: 'Dubois',
    company: null,
    countryCode: 'FR',
    provinceCode: null,
    provinceName: null,
    street: '3 rue Victor Hugo',
    street2: null,
    postcode: '75011',
    city: 'Paris',
    phoneNumber: '+33612345678',
    phoneNumber2: null,
    deliveryInstructions: null,
  });
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      code: `AB${String(start + i + 1).padStart(7, '0')}`,
      customer_id: customer.id,
      status: 'active',
      frequency: 31,
      next_frequency: null,
      next_shipping_date: shipping,
      modification_limit_date: '2026-11-30',
      locale_code: 'fr_FR',
      channel_code: 'gamelle_fr',
      shipping_address: address,
      billing_address: address,
      shipping_method_code: 'home_delivery',
      pickup_point_code: null,
      payment_method_id: method.id,
      next_order: null,
      origin_order_id: -(start + i + 1),
      deliveries: 1,
      failed_attempts: 0,
      next_retry_date: null,
      created_at: now,
      updated_at: now,
    }));
    const ids = await k.insertInto('subscriptions').values(rows).returning('id').execute();
    await k
      .insertInto('subscription_items')
      .values(ids.map(({ id }) => ({ subscription_id: id, variant_code: variant.code, quantity: 2 })))
      .execute();
  }
}

async function run(label: string, url: string, workers: number, dataDir: string): Promise<void> {
  const db = openDatabase(url);
  try {
    await prepare(db);
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, OUTBOX_DIR: join(dataDir, 'outbox') };
    const services = createServices(db, { config: loadConfig(env), clock: fixedClock(`${today}T09:00:00Z`) });
    const queue = openJobQueue(db, env);
    const handlers = allHandlers(services, queue);
    const started = performance.now();
    await handlers[scanJob]!({});
    const scanned = performance.now();
    const results = await Promise.all(Array.from({ length: workers }, () => queue.drain(handlers)));
    const finished = performance.now();
    await queue.stop();
    const ran = results.reduce((a, r) => a + r.ran, 0);
    const failed = results.reduce((a, r) => a + r.failed, 0);
    const renewed = await db.kysely
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deliveries', '=', 2)
      .executeTakeFirstOrThrow();
    const total = (finished - started) / 1000;
    console.log(
      `${label}: ${count} due subscriptions renewed in ${total.toFixed(1)} s ` +
        `(scan ${((scanned - started) / 1000).toFixed(1)} s, jobs ${((finished - scanned) / 1000).toFixed(1)} s, ` +
        `${(count / total).toFixed(0)} renewals/s, ${workers} worker(s)); jobs ran ${ran}, failed ${failed}, ` +
        `subscriptions renewed ${Number(renewed.n)}`,
    );
    if (Number(renewed.n) !== count || failed > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'gamelle-bench-renewals-'));
try {
  await run('SQLite', `sqlite:${join(dir, 'bench.sqlite')}`, Number(process.env.BENCH_WORKERS ?? 1), dir);
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `gamelle_bench_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(admin);
      url.pathname = `/${name}`;
      await run('PostgreSQL (pg-boss)', url.toString(), Number(process.env.BENCH_WORKERS ?? 4), dir);
    } finally {
      // pg-boss closes its pool after stop() returns: let it go before the database is dropped.
      await new Promise((r) => setTimeout(r, 2000));
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    }
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to an admin URL).');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
