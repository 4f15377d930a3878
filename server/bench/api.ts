// `pnpm --filter @gamelle/server bench`: requests/s and p50/p99 latency of three hot calls on a fresh embedded
// SQLite database, at a steady 200 requests/s (the target is p99 ≤ 15 ms). Figures go in the README by hand.
// The load is open-loop (bench/open-loop.ts): one request every 5 ms, each timed from when it was due.
// Each call is first driven for a few seconds at the same rate, not recorded: a freshly started process runs
// its first requests in the interpreter and compiles them as it goes, which is not the steady state the target
// is about. Exits non-zero when any request (warm-up included) failed or answered outside 2xx.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { products } from '@gamelle/content';
import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';
import { botToken, serverFlags, startBenchServer, tail } from './bench-server.ts';
import { type LoadRequest, openLoop } from './open-loop.ts';

const rate = Number(process.env.BENCH_RATE ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
// BENCH_PIN=1 puts the server on CPU 1 and this load generator on CPU 0 (taskset), so that they never compete for a
// core. Off by default: on a machine shared with other work it made the tail worse, since a pinned process cannot
// move away from a core that something else is using (README).
const pin = process.env.BENCH_PIN === '1' && spawnSync('taskset', ['-p', '-c', '0', String(process.pid)]).status === 0;
const server = await startBenchServer({ name: 'bench', pinToCpu1: pin });

try {
  const base = server.origin;
  const product = products.find((p) => p.viewable && p.variants.some((v) => v.stock === 'in_stock'))!;
  const variant = product.variants.find((v) => v.stock === 'in_stock')!.code;
  // Adding to one cart 2000 times would hit the stock cap and the 20 units a line may hold (issue 22): spread the
  // adds (warm-up included, and the one below) over enough carts that none passes MAX_VARIANT_QUANTITY.
  const adds = Math.ceil(rate * (duration + warmup)) + 1;
  const carts = await Promise.all(
    Array.from({ length: Math.max(50, Math.ceil(adds / (MAX_VARIANT_QUANTITY - 1))) }, () => newCart(base)),
  );
  await fetch(`${base}/api/v2/shop/orders/${carts[0]}/items`, patch({ productVariant: variant, quantity: 1 }));
  let next = 0;
  const pets = await customerWithPets(base);

  const scenarios: [string, () => LoadRequest][] = [
    ['get-cart', () => ({ method: 'GET', path: `/api/v2/shop/orders/${carts[0]}?locale=fr_FR` })],
    [
      'add-to-cart',
      () => ({
        ...patch({ productVariant: variant, quantity: 1 }),
        path: `/api/v2/shop/orders/${carts[next++ % carts.length]}/items`,
      }),
    ],
    [
      'product-by-slug',
      () => ({ method: 'GET', path: `/api/content/b2c-products/${product.slug.fr}?render=2&locale=fr` }),
    ],
    // A call that does no work (a constant answer, no database, no token): the machine's own floor at this rate. The
    // guides' bench runs it first, so a run on a busy machine says how much of a tail is the machine's.
    ['constant', () => ({ method: 'GET', path: '/api/content/b2c-locales?locale=fr' })],
    // Issue 16: the guides of one pet (a logged-in customer's dog and cat); the target is p99 ≤ 20 ms at 100 req/s
    // (`pnpm --filter @gamelle/server bench:guides`).
    ['pet-recommendation', () => ({ method: 'GET', path: `${pets.dog}/recommendations`, headers: pets.auth })],
    [
      'bi-nutrition-menu',
      () => ({
        method: 'POST',
        path: `${pets.cat}/bi-nutrition-menu`,
        headers: { ...pets.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ recipes: ['CHAT-HUMIDE-POULET', 'CHAT-HUMIDE-STERILISE'], mealFrequency: 'every_day' }),
      }),
    ],
  ];
  // BENCH_CALLS=a,b runs only those calls.
  const only = process.env.BENCH_CALLS?.split(',').filter(Boolean);
  const chosen = only ? scenarios.filter(([name]) => only.includes(name)) : scenarios;

  console.log(
    `Gamelle API on SQLite (production mode), ${rate} requests/s for ${duration} s each, after ${warmup} s of warm-up ` +
      `at the same rate (not recorded); open loop, one request due every ${(1000 / rate).toFixed(1)} ms, timed from when it was due; up to 10 connections; Node ${process.version}; server flags ${serverFlags.join(' ')}` +
      `${pin ? '; server on CPU 1, load generator on CPU 0' : ''}\n`,
  );
  console.log('call             req/s  requests    p50 ms   p99 ms   max ms   non-2xx');
  let failures = 0;
  for (const [name, nextRequest] of chosen) {
    if (warmup > 0) failures += (await openLoop(base, nextRequest, { rate, seconds: warmup })).failed;
    const result = await openLoop(base, nextRequest, { rate, seconds: duration });
    failures += result.failed;
    console.log(
      `${name.padEnd(16)} ${result.rate.toFixed(0).padStart(5)} ${String(result.requests).padStart(9)}${tail(result.latencies)} ${String(result.failed).padStart(9)}`,
    );
  }
  if (failures > 0) {
    console.error(
      `\n${failures} request(s), warm-up included, failed or answered outside 2xx: these figures do not count.`,
    );
    process.exitCode = 1;
  }
} finally {
  server.stop();
}

function patch(body: unknown) {
  return {
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
    method: 'PATCH' as const,
  };
}

async function newCart(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/shop/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelCode: 'gamelle_fr', localeCode: 'fr_FR' }),
  });
  return ((await res.json()) as { tokenValue: string }).tokenValue;
}

/** A registered, logged-in customer with a dog and a cat: the guides' calls are per pet. */
async function customerWithPets(base: string) {
  const email = `bench-${randomBytes(6).toString('hex')}@example.fr`;
  const password = 'croquettes-42';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v2/shop${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, string>;
    });
  await post('/customers', {
    email,
    password,
    firstName: 'Banc',
    lastName: "D'essai",
    botToken: await botToken(base, 'register'),
  });
  const { token } = await post('/authentication-token', { email, password, botToken: await botToken(base, 'login') });
  const auth = { authorization: `Bearer ${token}` };
  const pet = {
    gender: 'male',
    birthday: '2021-03-01',
    sterilized: true,
    condition: 'good',
    activity: 'moderate',
    feature: 'none',
    feeds: ['dry'],
    kibbleBrand: 'Gamelle',
  };
  const dog = await post('/animals', { ...pet, type: 'dog', name: 'Rex', breed: 'labrador', weight: 30 }, auth);
  const cat = await post('/animals', { ...pet, type: 'cat', name: 'Minou', breed: 'europeen', weight: 4 }, auth);
  return { auth, dog: dog['@id']!, cat: cat['@id']! };
}
