import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoop, percentile } from '../bench/open-loop.ts';

describe('the open-loop load generator', () => {
  let server: Server;
  let origin = '';
  const arrivals: number[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      arrivals.push(performance.now());
      // Every fifth request is slow: its latency must show, and the ones due meanwhile must still be sent on time.
      const slow = arrivals.length % 5 === 0;
      setTimeout(() => res.writeHead(req.url === '/fail' ? 500 : 200).end('ok'), slow ? 40 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends at the asked rate, spread over the second rather than in bursts', async () => {
    arrivals.length = 0;
    const result = await openLoop(origin, () => ({ method: 'GET', path: '/' }), { rate: 100, seconds: 1 });
    expect(result.requests).toBe(100);
    expect(result.failed).toBe(0);
    // 100 requests/s arrive about 10 ms apart: no gap of a burst's size between two arrivals.
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    expect(Math.max(...gaps)).toBeLessThan(60);
    expect(
      percentile(
        gaps.sort((a, b) => a - b),
        50,
      ),
    ).toBeGreaterThan(5);
    // One request in five took 40 ms: the tail shows it, the median does not.
    expect(percentile(result.latencies, 99)).toBeGreaterThanOrEqual(40);
    expect(percentile(result.latencies, 50)).toBeLessThan(40);
  });

  it('counts answers outside 2xx as failed', async () => {
    const result = await openLoop(origin, () => ({ method: 'GET', path: '/fail' }), { rate: 50, seconds: 0.2 });
    expect(result.failed).toBe(result.requests);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});
