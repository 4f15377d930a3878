import { describe, expect, it, vi } from 'vitest';
import { LineQueue, type LinePatch } from './line-queue.ts';

/** A fake server whose answers the test releases one by one. */
function fakeServer() {
  const calls: Array<{ itemId: number; patch: LinePatch; answer: (ok: boolean) => void }> = [];
  const send = vi.fn(
    (itemId: number, patch: LinePatch) =>
      new Promise<string>((resolve, reject) => {
        calls.push({
          itemId,
          patch,
          answer: (ok) => (ok ? resolve(`cart after ${JSON.stringify(patch)}`) : reject(new Error('refused'))),
        });
      }),
  );
  return { calls, send };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('one request at a time per cart line, with the final wish', () => {
  it('coalesces rapid clicks into the final target quantity', async () => {
    const server = fakeServer();
    const idle = vi.fn();
    const queue = new LineQueue(server.send, { idle, failed: vi.fn() });
    const done = [queue.push(1, { quantity: 2 }), queue.push(1, { quantity: 3 }), queue.push(1, { quantity: 4 })];
    expect(server.calls.map((c) => c.patch)).toEqual([{ quantity: 2 }]);
    server.calls[0]!.answer(true);
    await tick();
    expect(server.calls.map((c) => c.patch)).toEqual([{ quantity: 2 }, { quantity: 4 }]);
    expect(idle).not.toHaveBeenCalled();
    server.calls[1]!.answer(true);
    await Promise.all(done);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(idle).toHaveBeenCalledWith('cart after {"quantity":4}');
  });

  it('runs different lines side by side and reports idle only when all are answered', async () => {
    const server = fakeServer();
    const idle = vi.fn();
    const queue = new LineQueue(server.send, { idle, failed: vi.fn() });
    void queue.push(1, { quantity: 2 });
    void queue.push(2, { subscriptionInterval: 31 });
    expect(server.calls).toHaveLength(2);
    server.calls[0]!.answer(true);
    await tick();
    expect(idle).not.toHaveBeenCalled();
    server.calls[1]!.answer(true);
    await tick();
    expect(idle).toHaveBeenCalledOnce();
  });

  it('merges a quantity and a purchase mode, and lets a removal win', async () => {
    const server = fakeServer();
    const queue = new LineQueue(server.send, { idle: vi.fn(), failed: vi.fn() });
    void queue.push(1, { quantity: 2 });
    void queue.push(1, { quantity: 5 });
    void queue.push(1, { subscriptionInterval: 42 });
    server.calls[0]!.answer(true);
    await tick();
    expect(server.calls[1]!.patch).toEqual({ quantity: 5, subscriptionInterval: 42 });
    void queue.push(1, { remove: true });
    void queue.push(1, { quantity: 9 });
    server.calls[1]!.answer(true);
    await tick();
    expect(server.calls[2]!.patch).toEqual({ remove: true });
  });

  it('drops what was pending for a line whose request fails, and says so', async () => {
    const server = fakeServer();
    const failed = vi.fn();
    const queue = new LineQueue(server.send, { idle: vi.fn(), failed });
    const first = queue.push(1, { quantity: 2 });
    const second = queue.push(1, { quantity: 3 });
    server.calls[0]!.answer(false);
    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');
    expect(failed).toHaveBeenCalledWith(1, expect.any(Error));
    expect(server.send).toHaveBeenCalledOnce();
    expect(queue.busy).toBe(false);
  });
});
