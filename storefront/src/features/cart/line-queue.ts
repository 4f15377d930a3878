/** One change of a cart line: new quantity and/or purchase mode, or its removal. */
export type LinePatch = { quantity?: number; subscriptionInterval?: number | null } | { remove: true };

/**
 * Sends a cart line's changes one request at a time, always with the latest wish: while a request for a line
 * is under way, further clicks only update what is pending, and the next request carries their final value.
 * Three quick "+" clicks from 1 thus end at 4 whatever the network does, never 2 (lost) or 7 (doubled).
 */
export class LineQueue<Result> {
  private readonly pending = new Map<number, LinePatch>();
  private readonly inFlight = new Set<number>();
  private readonly waiters = new Map<number, Array<{ resolve: () => void; reject: (e: unknown) => void }>>();

  private readonly send: (itemId: number, patch: LinePatch) => Promise<Result>;
  private readonly events: LineQueueEvents<Result>;

  constructor(send: (itemId: number, patch: LinePatch) => Promise<Result>, events: LineQueueEvents<Result>) {
    this.send = send;
    this.events = events;
  }

  /** Records the wish for a line and resolves once the server has it (or rejects with the server's error). */
  push(itemId: number, patch: LinePatch): Promise<void> {
    const previous = this.pending.get(itemId);
    this.pending.set(itemId, merge(previous, patch));
    const done = new Promise<void>((resolve, reject) => {
      const list = this.waiters.get(itemId) ?? [];
      list.push({ resolve, reject });
      this.waiters.set(itemId, list);
    });
    if (!this.inFlight.has(itemId)) void this.flush(itemId);
    return done;
  }

  get busy(): boolean {
    return this.inFlight.size > 0 || this.pending.size > 0;
  }

  private async flush(itemId: number): Promise<void> {
    const patch = this.pending.get(itemId);
    if (!patch) return;
    this.pending.delete(itemId);
    this.inFlight.add(itemId);
    const waiters = this.waiters.get(itemId) ?? [];
    this.waiters.delete(itemId);
    try {
      const result = await this.send(itemId, patch);
      this.inFlight.delete(itemId);
      waiters.forEach((w) => w.resolve());
      if (this.pending.has(itemId)) return this.flush(itemId);
      if (!this.busy) this.events.idle(result);
    } catch (error) {
      this.inFlight.delete(itemId);
      this.pending.delete(itemId);
      const dropped = this.waiters.get(itemId) ?? [];
      this.waiters.delete(itemId);
      [...waiters, ...dropped].forEach((w) => w.reject(error));
      this.events.failed(itemId, error);
    }
  }
}

export interface LineQueueEvents<Result> {
  /** Every request is answered and nothing is pending: `last` is the server's latest cart. */
  idle: (last: Result) => void;
  /** A request failed: what was pending for that line is dropped. */
  failed: (itemId: number, error: unknown) => void;
}

/** A later wish overrides an earlier one field by field; a removal overrides everything. */
function merge(previous: LinePatch | undefined, next: LinePatch): LinePatch {
  if ('remove' in next || !previous) return next;
  if ('remove' in previous) return previous;
  return { ...previous, ...next };
}
