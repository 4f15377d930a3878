import { describe, expect, it } from 'vitest';
import { clampCount, parseTypedCount, valueForKey } from './counterState.ts';

describe('clampCount', () => {
  it('keeps the value between min and max', () => {
    expect(clampCount(0, { min: 1, max: 5 })).toBe(1);
    expect(clampCount(9, { min: 1, max: 5 })).toBe(5);
    expect(clampCount(3, { min: 1, max: 5 })).toBe(3);
  });

  it('has no upper bound without a max', () => {
    expect(clampCount(999, { min: 0 })).toBe(999);
  });

  it('falls back to the minimum for a non-number', () => {
    expect(clampCount(Number.NaN, { min: 2 })).toBe(2);
  });
});

describe('valueForKey', () => {
  const bounds = { min: 0, max: 30 };

  it('steps with the arrows, within bounds', () => {
    expect(valueForKey('ArrowUp', 4, bounds)).toBe(5);
    expect(valueForKey('ArrowDown', 4, bounds)).toBe(3);
    expect(valueForKey('ArrowDown', 0, bounds)).toBe(0);
    expect(valueForKey('ArrowUp', 30, bounds)).toBe(30);
  });

  it('jumps ten steps with Page Up and Page Down, or the page step given', () => {
    expect(valueForKey('PageUp', 4, bounds)).toBe(14);
    expect(valueForKey('PageDown', 4, bounds)).toBe(0);
    expect(valueForKey('PageUp', 25, bounds)).toBe(30);
    expect(valueForKey('PageUp', 4, { ...bounds, pageStep: 5 })).toBe(9);
  });

  it('goes to the ends with Home and End; End does nothing without a max', () => {
    expect(valueForKey('Home', 12, bounds)).toBe(0);
    expect(valueForKey('End', 12, bounds)).toBe(30);
    expect(valueForKey('End', 12, { min: 0 })).toBeNull();
  });

  it('ignores other keys', () => {
    expect(valueForKey('a', 12, bounds)).toBeNull();
    expect(valueForKey('Enter', 12, bounds)).toBeNull();
  });
});

describe('parseTypedCount', () => {
  it('reads digits and clamps them', () => {
    expect(parseTypedCount(' 7 ', 1, { min: 1, max: 5 })).toBe(5);
    expect(parseTypedCount('3', 1, { min: 1, max: 5 })).toBe(3);
  });

  it('keeps the previous value for anything else', () => {
    expect(parseTypedCount('', 4, { min: 1 })).toBe(4);
    expect(parseTypedCount('-2', 4, { min: 1 })).toBe(4);
    expect(parseTypedCount('2.5', 4, { min: 1 })).toBe(4);
  });
});
