// The server's CPU time per page render (issue 19): one keep-alive connection sends each page's requests one after
// the other, and the server process's user + system time (Linux, /proc/<pid>/stat) is read before and after.
// CPU time per request moves far less than requests per second on a shared machine (other processes take turns
// on the cores, they do not add instructions to ours), so a lever can be measured on a busy machine; compare
// before and after within the same minutes all the same, and note the load average.
//   pnpm --filter @gamelle/storefront build && node bench/ssr-cpu.ts
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { startProductionServer } from './production-server.ts';

const requests = Number(process.env.REQUESTS ?? 300);
const pages = ['/produits/croquettes-chien-adulte-moyenne-race-au-poulet/', '/chien/croquettes/', '/'];

const server = await startProductionServer();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const load = () => loadavg()[0]!.toFixed(2);
try {
  console.log(`${new Date().toISOString()}, load average ${load()}, ${requests} requests per page`);
  for (const path of pages) {
    // Warm-up: JIT, caches and image renders are the steady state the figures are about.
    for (let i = 0; i < 40; i++) await get(path);
    const before = cpuMs(server.pid);
    let bytes = 0;
    for (let i = 0; i < requests; i++) bytes = await get(path);
    const perRequest = (cpuMs(server.pid) - before) / requests;
    console.log(`${path.padEnd(60)} ${perRequest.toFixed(2).padStart(6)} ms CPU/request, ${bytes} B gzip`);
  }
  console.log(`load average ${load()} at the end`);
} finally {
  agent.destroy();
  server.stop();
}

/** User + system CPU time of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One page as a browser asks for it; resolves with the size of the (compressed) body once it is read. */
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        agent,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(size) : reject(new Error(`${path} answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
