import { HttpProblem } from '../http/problems.ts';

/**
 * At most `concurrency` renders at once, at most `maxWaiting` waiting; beyond that a 503 with `Retry-After` (the
 * browser shows the placeholder and retries). A render holds one of libuv's 4 pool threads and, with
 * `sharp.concurrency(1)`, one core: with one render at a time the other core and 3 pool threads stay free for
 * the shop whatever an anonymous client asks for. A library queue (p-limit) has no bound on its waiting list.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting)
        throw new HttpProblem(
          503,
          { code: 503, message: 'Image renderer busy, retry shortly.' },
          { 'Retry-After': '2' },
        );
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
