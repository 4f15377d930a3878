// `node server/bench/image-stall.ts`: what anonymous image renders cost the shop's logged-in customers (issue 21).
// Starts the API in production mode on a fresh SQLite file, logs the demo customer in, then times a logged-in call
// (GET own profile: a token check) and a login (a password hash) every 50 ms, first idle, then while 4 clients ask
// for a 2000 px AVIF of 4 different drawings at once, again and again. Prints p50/p99/max of each phase.
// SERVER_DIR=/other/checkout/server measures another version of the server (the "before" figure).
import { resolve } from 'node:path';
import { products } from '@gamelle/content';
import { botToken, startBenchServer, tail } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const server = await startBenchServer({
  name: 'image-stall',
  ...(process.env.SERVER_DIR ? { serverDir: resolve(process.env.SERVER_DIR) } : {}),
});

try {
  const base = `${server.origin}/api`;
  const credentials = { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026' };
  // The bot-check token is minted before the clock starts: only the login itself is timed.
  const loginToken = () => botToken(server.origin, 'login');
  const login = (bot: string) =>
    fetch(`${base}/v2/shop/authentication-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, botToken: bot }),
    });
  const session = (await (await login(await loginToken())).json()) as { token: string; customer: string };
  const profile = `${base}/v2/shop/customers/${session.customer.split('/').pop()}`;
  const files = [...new Set(products.flatMap((p) => p.images.map((i) => i.file)))].slice(0, 40);

  console.log(
    `Logged-in call latency while anonymous clients render images (production mode, Node ${process.version}, ${seconds} s per phase)\n`,
  );
  console.log('phase                       call            n     p50 ms   p99 ms   max ms   renders done');
  for (const renders of [0, 4]) {
    let stop = false;
    let done = 0;
    let next = 0;
    const renderers = Array.from({ length: renders }, async () => {
      while (!stop) {
        // A new drawing each time: nothing is served from a cache, every request is a full render.
        const res = await fetch(
          `${base}/images/${files[next++ % files.length]}?w=2000&format=avif&quality=90&r=${next}`,
        );
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    });
    const timings = { profile: [] as number[], login: [] as number[] };
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      let start = performance.now();
      const res = await fetch(profile, { headers: { authorization: `Bearer ${session.token}` } });
      await res.arrayBuffer();
      timings.profile.push(performance.now() - start);
      if (timings.profile.length % 5 === 0) {
        const bot = await loginToken();
        start = performance.now();
        await (await login(bot)).arrayBuffer();
        timings.login.push(performance.now() - start);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    stop = true;
    await Promise.all(renderers);
    for (const [name, values] of Object.entries(timings)) {
      if (!values.length) continue;
      console.log(
        `${(renders ? `${renders} AVIF renders running` : 'idle').padEnd(28)}${name.padEnd(14)}${String(values.length).padStart(4)}` +
          `${tail(values)}${String(done).padStart(15)}`,
      );
    }
  }
} finally {
  server.stop();
}
