// The open-loop generator on a virtual clock: what it sends when, and where it counts latency from, are checked
// without depending on how fast this machine is (no assertion on a wall-clock duration).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadClock, openLoop, percentile } from '../bench/open-loop.ts';

/** Virtual milliseconds: sleeping moves them on at once (after letting pending I/O run). */
function virtualClock(): LoadClock {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the open-loop load generator', () => {
  let server: Server;
  let origin = '';
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  beforeAll(async () => {
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each request when it is due, spread over the second rather than in bursts', async () => {
    handle = (_, res) => res.writeHead(200).end('ok');
    const clock = virtualClock();
    const sent: number[] = [];
    const result = await openLoop(
      origin,
      () => {
        sent.push(clock.now());
        return { method: 'GET', path: '/' };
      },
      { rate: 100, seconds: 1, clock },
    );
    expect(result.requests).toBe(100);
    expect(result.failed).toBe(0);
    // 100 requests/s: one every 10 ms from 0 to 990, none early, none bunched.
    expect(sent).toEqual(Array.from({ length: 100 }, (_, i) => i * 10));
  });

  it('counts a late answer from when the request was due, while later requests keep leaving on time', async () => {
    // The first request is held until the sixth has arrived: an open loop does not wait for it (a closed loop
    // would), and its latency includes everything since it was due.
    let arrived = 0;
    let held: ServerResponse | undefined;
    handle = (_, res) => {
      arrived++;
      if (arrived === 1) held = res;
      else res.writeHead(200).end('ok');
      if (arrived === 6) held!.writeHead(200).end('ok');
    };
    const clock = virtualClock();
    const result = await openLoop(origin, () => ({ method: 'GET', path: '/' }), { rate: 100, seconds: 0.1, clock });
    expect(result.requests).toBe(10);
    expect(result.latencies.at(-1)).toBeGreaterThanOrEqual(50);
  });

  it('counts answers outside 2xx as failed', async () => {
    handle = (_, res) => res.writeHead(500).end('no');
    const result = await openLoop(origin, () => ({ method: 'GET', path: '/fail' }), {
      rate: 50,
      seconds: 0.2,
      clock: virtualClock(),
    });
    expect(result.requests).toBe(10);
    expect(result.failed).toBe(result.requests);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});
