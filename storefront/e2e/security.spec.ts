// Issue 21: security headers on every page type and on the API, inline scripts running under a nonce'd CSP with
// no violation, and the open-redirect corpus against the running shop. One page load per page type.
import { expect, test } from './fixtures.ts';

const pages = [
  ['home', '/'],
  ['home (nl)', '/nl/'],
  ['category', '/chien/'],
  ['product', '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/'],
  ['content page', '/page/conditions-generales/'],
  ['landing page', '/landing/bienvenue-chiot/'],
  ['search', '/rechercher/?q=chiot'],
  ['cart', '/panier/'],
  ['login', '/connexion/'],
  ['not found', '/ceci-nexiste-pas/'],
] as const;

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  // The e2e server runs with NODE_ENV=production.
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test.describe('security headers (issue 21)', () => {
  for (const [name, path] of pages) {
    test(`the ${name} page runs its scripts under a per-request nonce, with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // The browser's own report of each blocked load, listened to before any of the page's scripts runs.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      const headers = response!.headers();
      expectCommonHeaders(headers, path);
      const csp = headers['content-security-policy']!;
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, csp).toBeTruthy();
      // Every inline script the server wrote carries it (the browser hides the attribute once applied: read the
      // HTML as sent), and the page hydrated (fixtures.ts waits for it), so the router's scripts ran.
      const html = await response!.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      // The head's style sheets, preloads and meta carry none (issue 19): the CSP lets the shop's own files load
      // without one, and each nonce cut the page cache's gzip (server-entry/page-cache.ts). They still load.
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<(?:link|meta)\s[^>]*>/g)].map((m) => m[0]);
      expect(links.filter((tag) => /\srel="(?:stylesheet|modulepreload|preload)"/.test(tag)).length).toBeGreaterThan(0);
      expect(links.filter((tag) => tag.includes('nonce='))).toEqual([]);
      if (response!.status() < 400) await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const loaded = () =>
        page.evaluate(() => {
          const links = [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]'),
          ];
          const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
          return links
            .filter((link) => (link.rel === 'stylesheet' ? !link.sheet : !fetched.has(link.href)))
            .map((link) => link.href);
        });
      await expect.poll(loaded).toEqual([]);
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      // A second load has a new nonce.
      const again = await page.request.get(path);
      expect(again.headers()['content-security-policy']).not.toContain(nonce);
    });
  }

  test('the API, built assets, robots.txt and redirects carry the headers too', async ({ request, page }) => {
    for (const path of ['/api/health', '/api/v2/shop/orders/none', '/robots.txt', '/sitemap.xml', '/api/docs']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expectCommonHeaders(response.headers(), path);
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    }
    await page.goto('/');
    const script = await page.locator('script[src]').first().getAttribute('src');
    expectCommonHeaders((await request.get(script!)).headers(), script!);
    expectCommonHeaders((await request.get('/panier', { maxRedirects: 0 })).headers(), 'redirect');
  });
});

test.describe('open redirects (issue 21)', () => {
  const leaves = (location: string | undefined) =>
    new URL(location ?? '/', 'http://shop.test').origin !== 'http://shop.test' || /[\s\\]/.test(location ?? '');

  const corpus = [
    '//evil.example',
    '//evil.example/x',
    '///evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/_locale?to_fr=//evil.example/',
    '/_locale?to_fr=/%09/evil.example/',
    '/_locale?to_fr=/%0A/evil.example/',
    '/_locale?to_fr=/%5Cevil.example/',
    '/_locale?to_fr=%5C%5Cevil.example/',
    '/_locale?to_fr=https://evil.example/',
    '/_locale?to_fr=/x%0D%0ALocation:%20https://evil.example/',
    '/_locale?locale=nl&to_nl=/%E2%80%AE/evil.example/',
    '/_locale?locale=nl&to_nl=javascript:alert(1)',
    '/produits/00000001',
  ];

  test('no redirect of the shop leads to another site, and none answers 500', async ({ request, baseURL }) => {
    for (const path of corpus) {
      // Absolute, so that `//evil.example` is sent as a path rather than read as a host by the client.
      const response = await request.get(`${baseURL!.replace(/\/$/, '')}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      const location = response.headers()['location'];
      if (location) expect(leaves(location), `${path} → ${location}`).toBe(false);
    }
  });

  test('a forged Host is never reflected in a redirect', async ({ request }) => {
    for (const path of ['/panier', '/', '/_locale?locale=nl']) {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'accept-language': 'nl' },
      });
      expect(response.headers()['location'] ?? '', path).not.toContain('evil.example');
    }
  });
});
