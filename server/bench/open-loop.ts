// An open-loop load generator: requests arrive at a fixed rate whatever the server does, as a shop's visitors do.
//
// Why not autocannon's `overallRate` (what this bench used first): autocannon gives each connection a quota per
// second and lets it send back to back until the quota is used, so "200 requests/s over 10 connections" arrives
// as a burst of 200 requests, 10 at a time, at the start of every second, then nothing. Its coordinated-omission
// correction also assumes one request per millisecond at that setting, adding made-up samples to every answer
// slower than 1 ms. Both inflate the tail well beyond what 200 requests/s spread over a second cost.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Where the generator reads the time and waits: the real clock, or a test's virtual one. */
export interface LoadClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: LoadClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LoadResult {
  /** Requests that answered, per second of the run. */
  rate: number;
  requests: number;
  /** Errors and answers outside 2xx. */
  failed: number;
  /** Milliseconds from when each request was due to the end of its answer, sorted. */
  latencies: number[];
}

/**
 * Sends request i when it is due (`start + i / rate`), whether or not earlier ones have answered, over at most
 * `connections` keep-alive sockets. A request's latency runs from when it was due, not from when it left: a
 * request delayed by a stalled client or a full connection pool counts that delay (no coordinated omission).
 */
export async function openLoop(
  origin: string,
  nextRequest: () => LoadRequest,
  options: { rate: number; seconds: number; connections?: number; clock?: LoadClock },
): Promise<LoadResult> {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections ?? 10 });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const clock = options.clock ?? realClock;
  const latencies: number[] = [];
  let failed = 0;

  const send = (req: LoadRequest, due: number) =>
    new Promise<void>((done) => {
      const body = req.body ?? '';
      const outgoing = request(
        {
          agent,
          hostname,
          port,
          method: req.method,
          path: req.path,
          headers: { ...req.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(clock.now() - due);
            if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) failed++;
            done();
          });
        },
      );
      outgoing.on('error', () => {
        failed++;
        done();
      });
      outgoing.end(body);
    });

  const start = clock.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - clock.now();
    // Timers fire late by up to a millisecond or so; the latency is counted from `due` either way.
    if (wait >= 1) await clock.sleep(wait);
    inFlight.push(send(nextRequest(), due));
  }
  await Promise.all(inFlight);
  const elapsed = (clock.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, requests: latencies.length, failed, latencies };
}

/** The p-th percentile (0 < p ≤ 100) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
