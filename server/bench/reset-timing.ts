// `pnpm --filter @gamelle/server bench:reset-timing`: does the reset-password request answer in the same time for
// an e-mail with an account and one without (issue 21: no account enumeration by timing)? The server writes the
// e-mail after answering, so both should cost the same. Prints p50/p95/mean per kind and their difference; asserts
// nothing (times depend on the machine). Runs the production server on a fresh embedded database, behind
// TRUST_PROXY so each request can come from its own address and no throttle answers in place of the call.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { botToken, startBenchServer } from './bench-server.ts';
import { percentile } from './open-loop.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const server = await startBenchServer({ name: 'reset', env: { TRUST_PROXY: '1', JOB_WORKER: '0' } });

try {
  const base = `${server.origin}/api/v2/shop`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    });

  // Known accounts: one per round (the reset throttle allows 3 requests per e-mail an hour).
  const known: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const email = `reset-${i}-${randomBytes(4).toString('hex')}@example.fr`;
    const res = await post('/customers', {
      email,
      password: 'croquettes-42',
      firstName: 'Léa',
      lastName: 'Dubois',
      botToken: await botToken(server.origin, 'register'),
    });
    if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
    known.push(email);
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  const time = async (email: string) => {
    const started = performance.now();
    const res = await post('/reset-password-requests', { email });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`reset request answered ${res.status}`);
    return performance.now() - started;
  };
  // Interleaved, so a slow patch of the machine weighs on both kinds alike.
  for (let i = 0; i < rounds; i++) {
    times.known.push(await time(known[i]!));
    times.unknown.push(await time(`nobody-${i}-${randomBytes(4).toString('hex')}@example.fr`));
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
  };
  const k = summary(times.known);
  const u = summary(times.unknown);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.log(`reset-password request, ${rounds} of each kind, interleaved`);
  console.log(`  account exists:   p50 ${ms(k.p50)}  p95 ${ms(k.p95)}  mean ${ms(k.mean)}`);
  console.log(`  no such account:  p50 ${ms(u.p50)}  p95 ${ms(u.p95)}  mean ${ms(u.mean)}`);
  console.log(`  difference:       p50 ${ms(k.p50 - u.p50)}  mean ${ms(k.mean - u.mean)}`);
} finally {
  server.stop();
}
