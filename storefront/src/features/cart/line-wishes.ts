/** One change of a cart line: new quantity and/or purchase mode, or its removal. */
export type LinePatch = { quantity?: number; subscriptionInterval?: number | null } | { remove: true };

/**
 * The wishes for one line that one request carries. A line's mutations run one at a time (their TanStack Query
 * `scope`), and every mutation made while the line's request is under way joins the same open batch: the next
 * request sends their merged, latest value once, and each of those mutations settles with it. Three quick "+"
 * from 1 thus end at 4 whatever the network does, never 2 (lost) or 7 (doubled), in at most two requests.
 */
export interface LineBatch<Result> {
  patch: LinePatch;
  /** The request that carried it, once sent. */
  sent?: Promise<Result>;
  /** Set when an earlier request of the line failed before this batch went: it is dropped, not sent. */
  dropped?: unknown;
  /** The cart shown before the batch's first wish was applied: what a refusal of its request puts back. */
  before?: Result | null;
}

/** The open (not yet sent) batch of each line. */
export class LineWishes<Result> {
  private readonly open = new Map<number, LineBatch<Result>>();

  /** Records a wish: it joins the line's open batch (or opens one) and returns that batch. */
  join(itemId: number, patch: LinePatch): LineBatch<Result> {
    const batch = this.open.get(itemId);
    if (batch) {
      batch.patch = merge(batch.patch, patch);
      return batch;
    }
    const opened: LineBatch<Result> = { patch };
    this.open.set(itemId, opened);
    return opened;
  }

  /** The request of `batch`: sent the first time one of its mutations runs, shared by the others. */
  send(itemId: number, batch: LineBatch<Result>, request: (patch: LinePatch) => Promise<Result>): Promise<Result> {
    if (batch.dropped !== undefined) return Promise.reject(batch.dropped);
    if (!batch.sent) {
      if (this.open.get(itemId) === batch) this.open.delete(itemId);
      batch.sent = request(batch.patch);
    }
    return batch.sent;
  }

  /** A request of the line failed: what was still waiting for it is dropped with the same error. */
  fail(itemId: number, error: unknown): void {
    const batch = this.open.get(itemId);
    if (!batch) return;
    batch.dropped = error;
    this.open.delete(itemId);
  }
}

/** A later wish overrides an earlier one field by field; a removal overrides everything. */
function merge(previous: LinePatch, next: LinePatch): LinePatch {
  if ('remove' in next) return next;
  if ('remove' in previous) return previous;
  return { ...previous, ...next };
}
