import { COOKIES } from '@gamelle/contract/shared/cookies';
import { acceptsGzip, fillGzip, fillText, gzipWithHoles, keptBytes, type GzipWithHoles } from './gzip-holes.ts';

/**
 * A short cache of whole pages for anonymous visitors (issue 19: SSR throughput). A page rendered for a GET that
 * carries no cookie but the language, country and consent ones (no cart, no session, no notice...) is the same for
 * every such visitor with the same URL and those three cookies, so for a few seconds the same HTML is sent again
 * instead of rendered again. The process reads its content once (server/src/content), so the process is the
 * content version; what changes while it runs (live stock, reviews, the Clock's dates) shows once the entry is
 * older than the TTL. Only 200 HTML answers without Set-Cookie and without `Cache-Control: no-store/private` are
 * kept. The page's CSP nonce is replaced by the new request's own on every hit: no two answers share one. A kept
 * page is gzipped once, with holes where its nonce goes (gzip-holes.ts): a hit is not compressed again, a client
 * that takes gzip gets it as such (the shop's compress middleware leaves an answer with a Content-Encoding alone),
 * another the text.
 */

/** Says on each cacheable page whether it was rendered (`miss`) or sent again (`hit`). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** Cookies whose values make a page differ: they are part of the key. */
const keyCookies: readonly string[] = [COOKIES.locale.name, COOKIES.country.name, COOKIES.consent.name];
/** Cookies no page reads (the tracker's id is the API's): they neither stop the cache nor enter the key. */
const ignoredCookies = new Set<string>([COOKIES.visitor.name]);

export interface PageCacheOptions {
  /** How long a page is reused, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (the oldest is dropped first). */
  maxEntries?: number;
  /** Larger pages (in characters) are not kept. */
  maxPageChars?: number;
  /** Bytes kept at most over all pages, text and gzip (the oldest are dropped first). */
  maxTotalBytes?: number;
  /** Monotonic ms; tests move it. */
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  /** The page gzipped with holes for the nonce, or when it could not be, its text. */
  page: { gzip: GzipWithHoles } | { html: string; nonce: string };
  /** Counted against maxTotalBytes: the gzip and the text it is filled from, or the text's characters. */
  bytes: number;
}

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxPageChars: number;
  readonly #maxTotalBytes: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  #totalBytes = 0;

  constructor({
    ttlMs,
    maxEntries = 200,
    maxPageChars = 500_000,
    maxTotalBytes = 20_000_000,
    now = () => performance.now(),
  }: PageCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#maxPageChars = maxPageChars;
    this.#maxTotalBytes = maxTotalBytes;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The request's key, or undefined when its page must be rendered for it alone (not a GET, or a cookie of its own). */
  keyOf(request: Request): string | undefined {
    if (this.#ttlMs <= 0 || request.method !== 'GET' || request.headers.has('authorization')) return undefined;
    const values = new Map<string, string>();
    for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
      if (!pair.trim()) continue;
      const eq = pair.indexOf('=');
      const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
      if (ignoredCookies.has(name)) continue;
      if (!keyCookies.includes(name) || values.has(name)) return undefined;
      values.set(name, pair.slice(eq + 1).trim());
    }
    return [request.url, ...keyCookies.map((name) => values.get(name) ?? '')].join('\n');
  }

  /**
   * The page kept under `key`, its nonce replaced by `nonce`, gzipped when `acceptEncoding` takes it; undefined
   * when there is none or it is too old.
   */
  get(key: string, nonce: string, acceptEncoding?: string | null): Response | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() >= entry.expires) {
      this.#drop(key);
      return undefined;
    }
    // (The shop's nonces all have 24 characters: another length is rendered again.)
    if ('gzip' in entry.page && nonce.length !== entry.page.gzip.holeBytes) return undefined;
    return answer(entry, nonce, acceptEncoding, 'hit');
  }

  /**
   * Sends the rendered page back and keeps it under `key` when it may be shared: a 200 HTML answer without
   * Set-Cookie or a `no-store`/`private` Cache-Control. The page is read whole first (a kept page is not streamed).
   */
  async keep(key: string, nonce: string, response: Response, acceptEncoding?: string | null): Promise<Response> {
    if (!shareable(response)) return response;
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => name !== 'content-length');
    if (html.length > this.#maxPageChars || !html.includes(nonce)) {
      const sent = new Headers(headers);
      sent.set(PAGE_CACHE_HEADER, 'miss');
      return new Response(html, { status: response.status, statusText: response.statusText, headers: sent });
    }
    const gzip = gzipWithHoles(html, nonce);
    const entry: Entry = {
      expires: this.#now() + this.#ttlMs,
      status: response.status,
      headers,
      page: gzip ? { gzip } : { html, nonce },
      bytes: gzip ? keptBytes(gzip) : html.length,
    };
    this.#drop(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#maxEntries || this.#totalBytes + entry.bytes > this.#maxTotalBytes)
    )
      this.#drop(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
    this.#totalBytes += entry.bytes;
    return answer(entry, nonce, acceptEncoding, 'miss');
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#totalBytes -= entry.bytes;
    this.#entries.delete(key);
  }
}

/** A kept page with `nonce` in it: its gzip when the client takes gzip, else its text. */
function answer(entry: Entry, nonce: string, acceptEncoding: string | null | undefined, cache: 'hit' | 'miss') {
  const headers = new Headers(entry.headers);
  headers.set(PAGE_CACHE_HEADER, cache);
  const { page } = entry;
  if ('html' in page) return new Response(page.html.replaceAll(page.nonce, nonce), { status: entry.status, headers });
  // What the compress middleware would have said: the answer depends on Accept-Encoding.
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
  if (!acceptsGzip(acceptEncoding)) return new Response(fillText(page.gzip, nonce), { status: entry.status, headers });
  const body = fillGzip(page.gzip, nonce);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body.length));
  return new Response(body, { status: entry.status, headers });
}

function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!response.headers.get('content-type')?.includes('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}

/** The shop's page cache from PAGE_CACHE_TTL_MS (default 5 s in production, off elsewhere; 0 turns it off). */
export function pageCacheFromEnvironment(production: boolean): PageCache {
  const setting = process.env.PAGE_CACHE_TTL_MS;
  const ttlMs = setting === undefined || setting === '' ? (production ? 5000 : 0) : Number(setting);
  if (!Number.isFinite(ttlMs) || ttlMs < 0) {
    console.error(`PAGE_CACHE_TTL_MS: "${setting}" is not a number of milliseconds; the page cache is off.`);
    return new PageCache({ ttlMs: 0 });
  }
  return new PageCache({ ttlMs });
}
