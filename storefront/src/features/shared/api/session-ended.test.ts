import { describe, expect, it, vi } from 'vitest';

describe('the end of a session', () => {
  it('reaches a listener that subscribes after the 401 (the keeper loads after the page)', async () => {
    const { notifySessionEnded, onSessionEnded } = await import('./session-ended.ts');
    const early = vi.fn();
    const stop = onSessionEnded(early);
    notifySessionEnded();
    expect(early).toHaveBeenCalledTimes(1);
    stop();
    const late = vi.fn();
    onSessionEnded(late);
    expect(late).toHaveBeenCalledTimes(1);
    notifySessionEnded();
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(2);
  });
});
