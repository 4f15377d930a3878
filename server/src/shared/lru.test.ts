import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('builds an entry once and returns it on the next asks', () => {
    const lru = new Lru<number>(2);
    let builds = 0;
    expect(lru.get('a', () => ++builds)).toBe(1);
    expect(lru.get('a', () => ++builds)).toBe(1);
    expect(builds).toBe(1);
  });

  it('lets the least recently used entry go beyond its size', () => {
    const lru = new Lru<string>(2);
    lru.get('a', () => 'a1');
    lru.get('b', () => 'b1');
    lru.get('a', () => 'a2'); // a is now the most recent
    lru.get('c', () => 'c1'); // b goes
    expect(lru.get('a', () => 'a3')).toBe('a1');
    expect(lru.get('b', () => 'b2')).toBe('b2');
  });
});
