// The server's CPU time per page render (issue 19): one keep-alive connection sends each page's requests one after
// the other, and the server process's user + system time (Linux, /proc/<pid>/stat) is read before and after.
// CPU time per request moves far less than requests per second on a shared machine (other processes take turns
// on the cores, they do not add instructions to ours), so a lever can be measured on a busy machine; compare
// before and after within the same minutes all the same, and note the load average.
//   pnpm --filter @gamelle/storefront build && node bench/ssr-cpu.ts
// Side by side: COMPARE=<dir>,<dir> (folders each holding a `serve.ts` and its `dist`, say a copy of this folder's
// made before a change) starts one server per build, and they take turns, blocks of 10 requests each, so both see
// the same minutes of the machine's load. Each page's HTML bytes and gzip bytes are printed too.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { startProductionServer, storefrontDir, type ProductionServer } from './production-server.ts';

const requests = Number(process.env.REQUESTS ?? 300);
const pages = (
  process.env.PAGES ?? '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/,/chien/croquettes/,/'
).split(',');
const builds = process.env.COMPARE ? process.env.COMPARE.split(',') : [storefrontDir];
const block = 10;

const servers: ProductionServer[] = [];
for (const [index, dir] of builds.entries()) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + index : undefined;
  servers.push(await startProductionServer(port, {}, dir));
}
const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
const load = () => loadavg()[0]!.toFixed(2);
try {
  console.log(`${new Date().toISOString()}, load average ${load()}, ${requests} requests per page and build`);
  for (const path of pages) {
    // Warm-up: JIT, caches and image renders are the steady state the figures are about.
    for (const index of servers.keys()) for (let i = 0; i < 40; i++) await get(index, path);
    const cpu = servers.map(() => 0);
    const sizes = servers.map(() => ({ gzip: 0, html: 0, nonces: 0 }));
    for (let done = 0; done < requests; done += block) {
      for (const [index, server] of servers.entries()) {
        const before = cpuMs(server.pid);
        for (let i = 0; i < block; i++) sizes[index] = await get(index, path);
        cpu[index]! += cpuMs(server.pid) - before;
      }
    }
    for (const [index, dir] of builds.entries()) {
      const { gzip, html, nonces } = sizes[index]!;
      const figures = `${(cpu[index]! / requests).toFixed(2).padStart(6)} ms CPU/request, ${html} B HTML, ${gzip} B gzip, ${nonces} nonces`;
      console.log(`${path.padEnd(60)} ${figures}${builds.length > 1 ? `  (${dir})` : ''}`);
    }
  }
  console.log(`load average ${load()} at the end`);
} finally {
  for (const agent of agents) agent.destroy();
  for (const server of servers) server.stop();
}

/** User + system CPU time of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One page as a browser asks for it; resolves once it is read, with its size gzipped and as HTML. */
function get(index: number, path: string): Promise<{ gzip: number; html: number; nonces: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: servers[index]!.port,
        path,
        agent: agents[index],
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${path} answered ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
          resolve({
            gzip: body.length,
            html: Buffer.byteLength(text),
            nonces: nonce ? text.split(nonce).length - 1 : 0,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
