import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, fillGzip, gzipWithHoles } from './gzip-holes.ts';

const nonce = 'q0Wl2m1X0e7b4YHk3dq1Yw==';
const other = 'Zx9+/8aBcDeFgHiJkLmNoP==';

describe('gzip with holes', () => {
  it('gives the gzip of the text with each hole filled, wherever the holes are', () => {
    const page = `${nonce}<html><script nonce="${nonce}">${'é€ x'.repeat(5000)}</script><script nonce="${nonce}"></script>${nonce}${nonce}`;
    const gzip = gzipWithHoles(page, nonce)!;
    for (const filler of [other, nonce, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const gzipped = fillGzip(gzip, filler);
      expect(gzipped.length).toBe(gzip.size);
      expect(gunzipSync(gzipped).toString('utf8')).toBe(page.replaceAll(nonce, filler));
    }
    expect(() => fillGzip(gzip, 'short')).toThrow(RangeError);
    expect(() => fillGzip(gzip, 'é'.repeat(24))).toThrow(RangeError);
  });

  it('stays as small as the page gzipped whole, nonces and all', () => {
    // A page's shape: the nonce in the head, on scripts far down the page, and some more than 32 KB further on.
    const body = Array.from({ length: 3000 }, (_, i) => `<p class="c${i % 13}">Croquettes ${i * 7919}</p>`).join('');
    const script = (n: string) => `<script nonce="${n}">window.$_TSR.push(${n.length})</script>`;
    const page = (n: string) =>
      `<head><meta property="csp-nonce" content="${n}"/>${script(n)}</head><body>${body}${script(n)}${script(n)}${body}${script(n)}</body>`;
    const gzip = gzipWithHoles(page(nonce), nonce)!;
    // Five holes, three written out: the first, and the first after each body (more than 32 KB on).
    expect(gzip.cut).toBe(3);
    const filled = fillGzip(gzip, other);
    // (compared as a boolean: a 250 KB text in a failure message says nothing)
    expect(gunzipSync(filled).toString() === page(other)).toBe(true);
    expect(filled.length).toBeLessThanOrEqual(gzipSync(page(other)).length);
  });

  it('works without any hole and for an empty text', () => {
    expect(gunzipSync(fillGzip(gzipWithHoles('no hole here', nonce)!, other)).toString()).toBe('no hole here');
    expect(gunzipSync(fillGzip(gzipWithHoles('', nonce)!, other)).toString()).toBe('');
  });

  it('declines a text holding its placeholder bytes, or a hole it cannot fill', () => {
    expect(gzipWithHoles(`a\u0001b ${nonce}`, nonce)).toBeUndefined();
    expect(gzipWithHoles(`${'x'.repeat(30)}`, 'x'.repeat(25))).toBeUndefined();
    expect(gzipWithHoles('aéb', 'é')).toBeUndefined();
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('br, gzip')).toBe(true);
    expect(acceptsGzip('gzip;q=0.5, br')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
