import { describe, expect, it } from 'vitest';
import { loginDelaySeconds, loginPolicy } from './throttle.ts';

describe('login delays (issue 21: progressive, never a hard lock)', () => {
  it('lets the limit through, then doubles the wait up to 15 minutes', () => {
    expect(loginDelaySeconds(4, 5)).toBe(0);
    expect([5, 6, 7, 8].map((n) => loginDelaySeconds(n, 5))).toEqual([1, 2, 4, 8]);
    expect(loginDelaySeconds(40, 5)).toBe(loginPolicy.maxDelaySeconds);
    expect(loginDelaySeconds(10_000, 5)).toBe(900);
  });

  it('keeps a per-e-mail ceiling well above the per-pair limit, and a per-address one for shared networks', () => {
    expect(loginPolicy.perEmail).toBeGreaterThanOrEqual(loginPolicy.perPair * 10);
    expect(loginPolicy.perAddress).toBeGreaterThan(loginPolicy.perEmail);
  });
});
