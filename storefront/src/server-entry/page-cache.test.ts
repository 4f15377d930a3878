import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithHoles, keptBytes } from './gzip-holes.ts';
import { PageCache, pageCacheFromEnvironment } from './page-cache.ts';

const url = 'https://shop.test/chien/croquettes/';

function get(cookie?: string, init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) } });
}

function page(nonce: string, init: ResponseInit = {}, body = `<p>page</p><script nonce="${nonce}">1</script>`) {
  return new Response(body, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
  });
}

function clock() {
  let now = 1000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('page cache: which requests share a page', () => {
  const cache = new PageCache({ ttlMs: 5000 });

  it('keys an anonymous GET by URL and its language, country and consent cookies', () => {
    expect(cache.keyOf(get())).toBe(`${url}\n\n\n`);
    expect(cache.keyOf(get('gamelle_locale=nl; gamelle_country=BE; gamelle_consent=v1.a1.d0'))).toBe(
      `${url}\nnl\nBE\nv1.a1.d0`,
    );
    expect(cache.keyOf(get('gamelle_locale=fr'))).not.toBe(cache.keyOf(get('gamelle_locale=nl')));
    expect(cache.keyOf(new Request(`${url}?page=2`))).not.toBe(cache.keyOf(get()));
    // The tracker's visitor id is read by no page.
    expect(cache.keyOf(get('gamelle_visitor=abc; gamelle_locale=fr'))).toBe(cache.keyOf(get('gamelle_locale=fr')));
  });

  it('renders alone for a cart, a session, a notice, any other cookie, a write or a bearer', () => {
    for (const cookie of [
      'gamelle_cart=token',
      'gamelle_locale=fr; gamelle_cart=token',
      'gamelle_at=access',
      'gamelle_rt=refresh',
      'gamelle_session=1.m.42',
      'gamelle_cart_notice=added',
      'gamelle_wv=web-view',
      'gamelle_sponsor=CODE',
      'someone_else=1',
      'gamelle_locale=fr; gamelle_locale=nl',
    ])
      expect(cache.keyOf(get(cookie)), cookie).toBeUndefined();
    expect(cache.keyOf(get(undefined, { method: 'POST', body: 'x' }))).toBeUndefined();
    expect(cache.keyOf(get(undefined, { method: 'HEAD' }))).toBeUndefined();
    expect(cache.keyOf(get(undefined, { headers: { authorization: 'Bearer x' } }))).toBeUndefined();
    expect(new PageCache({ ttlMs: 0 }).keyOf(get())).toBeUndefined();
  });
});

describe('page cache: what is kept and for how long', () => {
  it('sends a kept page again with the new request nonce, until the TTL has passed', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 5000, now: time.now });
    const key = cache.keyOf(get())!;
    expect(cache.get(key, 'n2')).toBeUndefined();
    const first = await cache.keep(key, 'n1', page('n1'));
    expect(await first.text()).toBe('<p>page</p><script nonce="n1">1</script>');

    time.advance(4999);
    const again = cache.get(key, 'n2')!;
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(await again.text()).toBe('<p>page</p><script nonce="n2">1</script>');

    // Past the TTL the page is rendered again: a content change (stock, a review) shows.
    time.advance(1);
    expect(cache.get(key, 'n3')).toBeUndefined();
    await cache.keep(key, 'n3', page('n3', {}, '<p>new</p><script nonce="n3">1</script>'));
    expect(await cache.get(key, 'n4')!.text()).toBe('<p>new</p><script nonce="n4">1</script>');
  });

  it('sends a client that takes gzip the page gzipped once, with a nonce of its own each time', async () => {
    const cache = new PageCache({ ttlMs: 5000 });
    const key = cache.keyOf(get())!;
    const nonces = ['q0Wl2m1X0e7b4YHk3dq1Yw==', 'Zx9+/8aBcDeFgHiJkLmNoP==', '0123456789abcdefghij+/=='];
    const body = (nonce: string) =>
      `<meta property="csp-nonce" content="${nonce}"/><p>${'page '.repeat(500)}</p>` +
      `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`;
    const first = await cache.keep(key, nonces[0]!, page(nonces[0]!, {}, body(nonces[0]!)), 'br, gzip');
    const again = cache.get(key, nonces[1]!, 'gzip, deflate, br')!;
    for (const [answer, nonce] of [
      [first, nonces[0]!],
      [again, nonces[1]!],
    ] as const) {
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
      expect(gunzipSync(bytes).toString()).toBe(body(nonce));
    }
    expect(again.headers.get('x-page-cache')).toBe('hit');
    // Without gzip in Accept-Encoding, or with none: the text, with its own nonce too.
    for (const acceptEncoding of ['identity', 'gzip;q=0, br', undefined]) {
      const plain = cache.get(key, nonces[2]!, acceptEncoding)!;
      expect(plain.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await plain.text()).toBe(body(nonces[2]!));
    }
    // A nonce of another length (none of the shop's) is rendered again rather than patched in.
    expect(cache.get(key, 'short', 'gzip')).toBeUndefined();
  });

  it('never keeps an error, a cookie-setting, private, non-HTML or nonce-less answer', async () => {
    const cache = new PageCache({ ttlMs: 5000 });
    const key = cache.keyOf(get())!;
    const answers = [
      page('n1', { status: 404 }),
      page('n1', { status: 500 }),
      page('n1', { headers: { 'set-cookie': 'gamelle_cart=t; Path=/' } }),
      page('n1', { headers: { 'cache-control': 'no-store' } }),
      page('n1', { headers: { 'cache-control': 'private, max-age=0' } }),
      page('n1', { headers: { 'content-type': 'application/json' } }),
      page('n1', {}, '<p>no script</p>'),
    ];
    for (const answer of answers) {
      const status = answer.status;
      const sent = await cache.keep(key, 'n1', answer);
      expect(sent.status).toBe(status);
      expect(cache.get(key, 'n2')).toBeUndefined();
    }
    expect(cache.size).toBe(0);
  });

  it('holds a bounded number of pages, dropping the oldest, and no page over its size limit', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 2, maxPageChars: 100 });
    const keyFor = (path: string) => cache.keyOf(new Request(`https://shop.test${path}`))!;
    await cache.keep(keyFor('/a/'), 'n', page('n'));
    await cache.keep(keyFor('/b/'), 'n', page('n'));
    await cache.keep(keyFor('/c/'), 'n', page('n'));
    expect(cache.size).toBe(2);
    expect(cache.get(keyFor('/a/'), 'x')).toBeUndefined();
    expect(cache.get(keyFor('/c/'), 'x')).toBeDefined();
    const big = await cache.keep(keyFor('/big/'), 'n', page('n', {}, `<script nonce="n"></script>${'x'.repeat(100)}`));
    expect((await big.text()).length).toBeGreaterThan(100);
    expect(cache.get(keyFor('/big/'), 'x')).toBeUndefined();

    // A bound on all pages' bytes too (the text and its gzip): a third page drops the oldest of two.
    const body = `<script nonce="n"></script>${'x'.repeat(13)}`;
    const sized = new PageCache({ ttlMs: 5000, maxTotalBytes: 2.5 * keptBytes(gzipWithHoles(body, 'n')!) });
    for (const path of ['/a/', '/b/', '/c/']) await sized.keep(keyFor(path), 'n', page('n', {}, body));
    expect(sized.size).toBe(2);
    expect(sized.get(keyFor('/a/'), 'x')).toBeUndefined();
    expect(sized.get(keyFor('/b/'), 'x')).toBeDefined();
  });
});

describe('page cache: settings', () => {
  it('is on for 5 s in production, off in development, and set by PAGE_CACHE_TTL_MS', () => {
    const saved = process.env.PAGE_CACHE_TTL_MS;
    try {
      delete process.env.PAGE_CACHE_TTL_MS;
      expect(pageCacheFromEnvironment(true).keyOf(get())).toBeDefined();
      expect(pageCacheFromEnvironment(false).keyOf(get())).toBeUndefined();
      process.env.PAGE_CACHE_TTL_MS = '0';
      expect(pageCacheFromEnvironment(true).keyOf(get())).toBeUndefined();
      process.env.PAGE_CACHE_TTL_MS = '2000';
      expect(pageCacheFromEnvironment(false).keyOf(get())).toBeDefined();
    } finally {
      if (saved === undefined) delete process.env.PAGE_CACHE_TTL_MS;
      else process.env.PAGE_CACHE_TTL_MS = saved;
    }
  });
});
