import { describe, expect, it } from 'vitest';
import { homeLocaleRedirect, localeSwitch, rememberLocale } from './locale-entry.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';
import { trailingSlashRedirect } from './trailing-slash.ts';

const shop = 'http://shop.test';
const get = (path: string, headers: Record<string, string> = {}) => new Request(shop + path, { headers });
/** The API as the switcher reaches it: records each call and answers as `answer` says. */
function fakeApi(answer: (request: Request) => Response = () => Response.json({}, { status: 200 })) {
  const calls: { method: string; url: string; body: unknown; authorization: string | null }[] = [];
  const api = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      url: request.url,
      body: text ? JSON.parse(text) : null,
      authorization: request.headers.get('authorization'),
    });
    return answer(request);
  };
  return { api, calls };
}
const noApi = fakeApi().api;

describe('trailing slash', () => {
  it('adds the slash with a 301, keeping the query string', () => {
    const response = trailingSlashRedirect(get('/panier?variantId=12345678'));
    expect(response?.status).toBe(301);
    expect(response?.headers.get('Location')).toBe('/panier/?variantId=12345678');
    expect(trailingSlashRedirect(get('/nl/producten/brokken'))?.headers.get('Location')).toBe('/nl/producten/brokken/');
  });

  it('leaves slashed paths, .xml and .txt files, internal endpoints and non-GET requests alone', () => {
    for (const path of ['/panier/', '/', '/sitemap.xml', '/robots.txt', '/_locale', '/api/health']) {
      expect(trailingSlashRedirect(get(path))).toBeNull();
    }
    expect(trailingSlashRedirect(new Request(`${shop}/panier`, { method: 'POST' }))).toBeNull();
  });
});

describe('open redirects (issue 21)', () => {
  it('never sends a browser to another host from the trailing-slash redirect', () => {
    expect(trailingSlashRedirect(get('//evil.example'))?.headers.get('Location')).toBe('/evil.example/');
    expect(trailingSlashRedirect(get('///evil.example/x'))?.headers.get('Location')).toBe('/evil.example/x/');
    expect(trailingSlashRedirect(get('/%09/evil.example'))?.headers.get('Location')).toBe('/%09/evil.example/');
  });

  it('never follows a switcher target off the site, and never breaks on CR/LF', async () => {
    for (const target of ['/%09/evil.example/', '//evil.example/', '/%5Cevil.example', '/x%0D%0ASet-Cookie:%20a=b']) {
      const response = await localeSwitch(get(`/_locale?locale=fr&to_fr=${target}`), noApi);
      expect(response?.status, target).toBe(303);
      expect(response?.headers.get('Location'), target).toBe('/');
    }
  });
});

describe('language of the home page', () => {
  it('sends a Dutch-speaking visitor from elsewhere to /nl/', () => {
    const response = homeLocaleRedirect(get('/', { 'accept-language': 'nl-BE,nl;q=0.9' }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/nl/');
    expect(homeLocaleRedirect(get('/', { cookie: 'gamelle_locale=nl', 'accept-language': 'fr' }))?.status).toBe(302);
  });

  it('keeps French visitors, deep links and clicks inside the shop where they are', () => {
    expect(homeLocaleRedirect(get('/', { 'accept-language': 'fr-FR' }))).toBeNull();
    expect(homeLocaleRedirect(get('/', { cookie: 'gamelle_locale=fr', 'accept-language': 'nl' }))).toBeNull();
    expect(homeLocaleRedirect(get('/panier/', { 'accept-language': 'nl' }))).toBeNull();
    expect(homeLocaleRedirect(get('/', { 'accept-language': 'nl', referer: `${shop}/nl/` }))).toBeNull();
  });

  it('saves the language of the page served, only when it changes', () => {
    expect(rememberLocale(get('/nl/winkelmand/'))).toMatch(/^gamelle_locale=nl; Path=\/; Max-Age=31536000;/);
    expect(rememberLocale(get('/panier/', { cookie: 'gamelle_locale=nl' }))).toMatch(/^gamelle_locale=fr;/);
    expect(rememberLocale(get('/panier/', { cookie: 'gamelle_locale=fr' }))).toBeNull();
  });
});

describe('the language and country switcher endpoint', () => {
  it('saves both cookies for 365 days and goes to the page in the chosen language', async () => {
    const { api, calls } = fakeApi();
    const response = await localeSwitch(get('/_locale?locale=nl&country=be&to_fr=/chien/&to_nl=/nl/hond/'), api);
    expect(response?.status).toBe(303);
    expect(response?.headers.get('Location')).toBe('/nl/hond/');
    const cookies = response?.headers.getSetCookie() ?? [];
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toContain('gamelle_locale=nl; Path=/; Max-Age=31536000');
    expect(cookies[1]).toContain('gamelle_country=be');
    // No cart yet: nothing to move.
    expect(calls).toEqual([]);
  });

  it("moves the visitor's cart to the chosen channel and country, with the customer's session (issue 22)", async () => {
    const { api, calls } = fakeApi();
    const cookie = 'gamelle_cart=tok1; gamelle_at=jwt-1';
    const response = await localeSwitch(get('/_locale?locale=fr&country=lu&to_fr=/panier/', { cookie }), api);
    expect(response?.headers.get('Location')).toBe('/panier/');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      body: { channelCode: 'gamelle_be', countryCode: 'LU' },
      authorization: 'Bearer jwt-1',
    });
    expect(new URL(calls[0]!.url).pathname).toBe('/api/v2/shop/orders/tok1/channel');
    await localeSwitch(get('/_locale?locale=nl&country=fr&to_nl=/nl/', { cookie }), api);
    expect(calls[1]?.body).toEqual({ channelCode: 'gamelle_nl', countryCode: 'FR' });
  });

  it('still switches when the API refuses the cart, and never offers the Netherlands', async () => {
    const { api } = fakeApi(() => Response.json({ 'hydra:description': 'Cart not found' }, { status: 404 }));
    const moved = await localeSwitch(get('/_locale?locale=fr&country=be', { cookie: 'gamelle_cart=gone' }), api);
    expect(moved?.status).toBe(303);
    expect(moved?.headers.getSetCookie()[1]).toContain('gamelle_country=be');
    const { api: unused, calls } = fakeApi();
    const netherlands = await localeSwitch(get('/_locale?locale=nl&country=nl', { cookie: 'gamelle_cart=t' }), unused);
    expect(netherlands?.headers.getSetCookie()).toEqual([expect.stringContaining('gamelle_locale=nl')]);
    expect(calls).toEqual([]);
  });

  it('refuses to send the visitor to another site, and ignores unknown values', async () => {
    expect((await localeSwitch(get('/_locale?locale=nl&to_nl=//evil.test/'), noApi))?.headers.get('Location')).toBe(
      '/nl/',
    );
    const response = await localeSwitch(get('/_locale?locale=de&country=us'), noApi);
    expect(response?.headers.get('Location')).toBe('/');
    expect(response?.headers.getSetCookie()).toEqual([expect.stringContaining('gamelle_locale=fr')]);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers to the sitemap and away from the API', () => {
    const robots = robotsTxt(shop);
    expect(robots).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it('lists each page in both languages with hreflang alternates', () => {
    const xml = sitemapXml(shop, [{ fr: '/produits/a&b/', nl: '/nl/producten/a&b/' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>http://shop.test/produits/a&amp;b/</loc>');
    expect(xml).toContain('<loc>http://shop.test/nl/producten/a&amp;b/</loc>');
    expect(xml).toContain('hreflang="nl" href="http://shop.test/nl/producten/a&amp;b/"');
  });
});
