import { describe, expect, it } from 'vitest';
import { draftEditState } from './cut-off.ts';

describe('draftEditState', () => {
  const shipping = '2026-03-20';

  it('allows changes up to and including the 4th day before shipping', () => {
    expect(draftEditState(shipping, new Date('2026-03-10T10:00:00+01:00'))).toEqual({
      locked: false,
      lastModificationDay: '2026-03-16',
    });
    expect(draftEditState(shipping, new Date('2026-03-16T23:59:00+01:00')).locked).toBe(false);
  });

  it('locks the draft from the 3rd day before shipping, by the Paris calendar', () => {
    expect(draftEditState(shipping, new Date('2026-03-17T00:00:00+01:00')).locked).toBe(true);
    // 23:30 UTC on the 16th is already the 17th in Paris.
    expect(draftEditState(shipping, new Date('2026-03-16T23:30:00Z')).locked).toBe(true);
    expect(draftEditState(shipping, new Date('2026-03-20T09:00:00+01:00')).locked).toBe(true);
  });

  it('follows the subscription’s own modification limit date when given', () => {
    expect(draftEditState(shipping, new Date('2026-03-15T10:00:00+01:00'), '2026-03-14')).toEqual({
      locked: true,
      lastModificationDay: '2026-03-14',
    });
  });
});
