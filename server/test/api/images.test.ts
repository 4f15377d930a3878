import { products } from '@gamelle/content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './helpers.ts';

const file = products[0]!.images[0]!.file;
const url = `${apiUrl}/images/${file}`;

async function image(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${query}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    meta:
      res.ok && body.length
        ? await sharp(body)
            .metadata()
            .catch(() => null)
        : null,
  };
}

describe('image endpoint', () => {
  it('serves the stored drawing as it is without a query', async () => {
    const { res, body } = await image('');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(body.toString('utf8')).toContain('<svg');
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['avif', 'image/avif', 'heif'],
  ])('resizes to %s at the width asked', async (format, type, decoded) => {
    const { res, meta } = await image(`?w=240&format=${format}&quality=60`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(meta?.format).toBe(decoded);
    expect(meta?.width).toBe(240);
  });

  it('crops to width and height together, and blurs a placeholder', async () => {
    const { meta } = await image('?w=128&h=128&format=png');
    expect([meta?.width, meta?.height]).toEqual([128, 128]);
    const sharpOne = await image('?w=80&format=png');
    const blurred = await image('?w=80&format=png&blur=4');
    expect(blurred.res.status).toBe(200);
    expect(Buffer.compare(sharpOne.body, blurred.body)).not.toBe(0);
  });

  it('picks the best format the browser accepts for format=auto', async () => {
    expect(
      (await image('?w=50&format=auto', { accept: 'image/avif,image/webp,*/*' })).res.headers.get('content-type'),
    ).toBe('image/avif');
    expect((await image('?w=50&format=auto', { accept: 'image/webp,*/*' })).res.headers.get('content-type')).toBe(
      'image/webp',
    );
    expect((await image('?w=50&format=auto', { accept: '*/*' })).res.headers.get('content-type')).toBe('image/png');
  });

  it('renders only the fixed widths: sizes in between are snapped up and share one render', async () => {
    const asked = await image('?w=100&h=50&format=png&quality=77');
    expect([asked.meta?.width, asked.meta?.height]).toEqual([128, 64]);
    const canonical = await image('?w=128&h=64&format=png&quality=80');
    expect(asked.res.headers.get('etag')).toBe(canonical.res.headers.get('etag'));
    // The srcset's 2048 and anything up to 4000 are served at the largest width, 2048.
    const large = await image('?w=3999&format=webp&quality=20');
    expect(large.meta?.width).toBe(2048);
  });

  it('bounds sizes and checks every parameter', async () => {
    for (const query of ['?w=5000', '?h=0', '?w=abc', '?quality=101', '?format=gif', '?blur=-1', '?blur=500']) {
      const { res } = await image(query);
      expect(res.status, query).toBe(422);
    }
  });

  it('answers 404 for unknown files and paths outside the images folder', async () => {
    for (const path of [
      'products/none.svg',
      '..%2F..%2Fpackage.json',
      '../data/products/x.json',
      'products/',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await fetch(`${apiUrl}/images/${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('is cacheable: immutable with a version, revalidated by ETag', async () => {
    const versioned = await image('?w=64&format=webp&v=abc');
    expect(versioned.res.headers.get('cache-control')).toContain('immutable');
    const tag = versioned.res.headers.get('etag')!;
    const again = await fetch(`${url}?w=64&format=webp&v=abc`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
  });
});
