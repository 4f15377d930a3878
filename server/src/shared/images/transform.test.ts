import { describe, expect, it } from 'vitest';
import { ImageCache } from './cache.ts';
import { imageQuerySchema, isTransform, outputFormat, snapQuery } from './transform.ts';
import { IMAGE_WIDTHS } from '@gamelle/contract/shared/images';

describe('image query', () => {
  it('reads short and long names and bounds the sides', () => {
    expect(imageQuerySchema.parse({ w: '320', height: '200', format: 'webp', q: '70' })).toMatchObject({
      w: 320,
      h: 200,
      format: 'webp',
      quality: 70,
    });
    expect(imageQuerySchema.safeParse({ w: '4001' }).success).toBe(false);
    expect(imageQuerySchema.safeParse({ blur: '101' }).success).toBe(false);
  });

  it('serves the stored file when nothing is asked', () => {
    expect(isTransform(imageQuerySchema.parse({}))).toBe(false);
    expect(isTransform(imageQuerySchema.parse({ v: 'abc' }))).toBe(false);
    expect(isTransform(imageQuerySchema.parse({ blur: '4' }))).toBe(true);
  });

  it('negotiates auto from the Accept header, PNG when nothing better is accepted', () => {
    expect(outputFormat('auto', 'image/avif,image/webp')).toBe('avif');
    expect(outputFormat(undefined, 'image/webp')).toBe('webp');
    expect(outputFormat('auto', undefined)).toBe('png');
    expect(outputFormat('jpg', 'image/avif')).toBe('jpeg');
    expect(outputFormat('auto', 'image/avif,image/webp', 1260)).toBe('webp');
    expect(outputFormat('auto', 'image/avif,image/webp', 640)).toBe('avif');
  });
});

describe('snapQuery', () => {
  it('maps every request onto the fixed widths, qualities and blurs', () => {
    expect(snapQuery(imageQuerySchema.parse({ w: '100', h: '50', q: '77', blur: '5' }))).toEqual({
      w: 128,
      h: 64,
      quality: 80,
      blur: 4,
    });
    expect(snapQuery(imageQuerySchema.parse({ w: '1', h: '4000' }))).toEqual({ w: 16, h: 64 });
    expect(snapQuery(imageQuerySchema.parse({ h: '700', progressive: '1' }))).toEqual({ h: 768, progressive: 'true' });
    for (let w = 1; w <= 4000; w += 37) expect(IMAGE_WIDTHS).toContain(snapQuery({ w }).w);
  });
});

describe('ImageCache', () => {
  it('evicts the least recently used entries beyond its size', () => {
    const cache = new ImageCache(40);
    const entry = (n: number) => ({ body: Buffer.alloc(n), type: 'image/png' });
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    cache.get('a');
    cache.set('c', entry(10));
    cache.set('d', entry(10));
    cache.set('e', entry(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('e')).toBeDefined();
  });

  it('does not keep an entry larger than a quarter of its size', () => {
    const cache = new ImageCache(40);
    cache.set('big', { body: Buffer.alloc(11), type: 'image/png' });
    expect(cache.get('big')).toBeUndefined();
  });
});
