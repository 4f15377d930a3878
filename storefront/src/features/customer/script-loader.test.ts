import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetScript, loadScript, ScriptUnavailableError, withinTime, type ScriptDocument } from './script-loader.ts';

/** A document that records the scripts added to its head; the test says when each loads or fails. */
function fakeDocument(nonce = '') {
  const added: (EventTarget & { src: string; async: boolean; nonce: string; removed: boolean })[] = [];
  const doc = {
    createElement: () =>
      Object.assign(new EventTarget(), {
        src: '',
        async: false,
        nonce: '',
        removed: false,
        remove() {
          this.removed = true;
        },
      }),
    querySelector: () => (nonce ? { nonce } : null),
    head: { append: (script: (typeof added)[number]) => added.push(script) },
  };
  return { doc: doc as unknown as ScriptDocument, added };
}

let n = 0;
const freshUrl = () => `https://scripts.example/${++n}.js`;

describe('loadScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the script once, async with the page nonce, however many ask', async () => {
    const { doc, added } = fakeDocument('n0nce');
    const url = freshUrl();
    const first = loadScript(url, { doc });
    const second = loadScript(url, { doc });
    expect(second).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: url, async: true, nonce: 'n0nce' });
    added[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await loadScript(url, { doc });
    expect(added).toHaveLength(1);
  });

  it('rejects a script that fails to load, and the next call tries again', async () => {
    const { doc, added } = fakeDocument();
    const url = freshUrl();
    const first = loadScript(url, { doc });
    added[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(ScriptUnavailableError);
    expect(added[0]!.removed).toBe(true);
    const retry = loadScript(url, { doc });
    expect(added).toHaveLength(2);
    added[1]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after its timeout (a blocked or hanging script), and the next call tries again', async () => {
    const { doc, added } = fakeDocument();
    const url = freshUrl();
    const load = loadScript(url, { doc, timeoutMs: 5000 });
    const outcome = expect(load).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(4999);
    expect(added[0]!.removed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(added[0]!.removed).toBe(true);
    void loadScript(url, { doc });
    expect(added).toHaveLength(2);
  });

  it('a load after the timeout does not revive the forgotten attempt', async () => {
    const { doc, added } = fakeDocument();
    const url = freshUrl();
    const load = loadScript(url, { doc, timeoutMs: 100 });
    const outcome = expect(load).rejects.toBeInstanceOf(ScriptUnavailableError);
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    added[0]!.dispatchEvent(new Event('load'));
    expect(loadScript(url, { doc })).not.toBe(load);
  });
});

describe('withinTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a value that comes in time', async () => {
    await expect(withinTime(Promise.resolve('token'), 'execute', 1000)).resolves.toBe('token');
  });

  it('rejects a call that never answers (grecaptcha.ready that never fires)', async () => {
    const outcome = expect(withinTime(new Promise(() => {}), 'grecaptcha.execute', 1000)).rejects.toThrow(
      /grecaptcha.execute: timed out/,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it('turns a rejection that is not an Error into ScriptUnavailableError', async () => {
    await expect(withinTime(Promise.reject(null), 'execute', 1000)).rejects.toBeInstanceOf(ScriptUnavailableError);
  });
});

describe('forgetScript', () => {
  it('makes the next call add the script again (it ran but was not what was expected)', async () => {
    const { doc, added } = fakeDocument();
    const url = freshUrl();
    const first = loadScript(url, { doc });
    added[0]!.dispatchEvent(new Event('load'));
    await first;
    forgetScript(url);
    void loadScript(url, { doc });
    expect(added).toHaveLength(2);
  });
});
