// Issue 21's open-redirect corpus: every target that a browser would follow off the site, or that breaks a header.
import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirectTarget, sameSiteLocation } from './redirect-target.ts';

const offSite = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r/evil.example/',
  '/ /evil.example/',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  '/\ufeff/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  'https://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '.evil.example',
  '@evil.example',
  '',
  ' ',
  '/panier/\r\nSet-Cookie: a=b',
  '/panier/\r\nLocation: https://evil.example',
  '/\u0000',
  `/${'a'.repeat(2048)}`,
];

describe('redirect target rule (issue 21)', () => {
  it.each(offSite)('refuses %j', (target) => {
    expect(redirectTarget(target)).toBeNull();
    expect(safeRedirectTarget(target, '/nl/')).toBe('/nl/');
  });

  it('refuses what is not a string', () => {
    expect(redirectTarget(null)).toBeNull();
    expect(redirectTarget(undefined)).toBeNull();
  });

  it('keeps paths of the site, as a browser would send them', () => {
    expect(redirectTarget('/chien/')).toBe('/chien/');
    expect(redirectTarget('/nl/hond/?sort=prijs#reviews')).toBe('/nl/hond/?sort=prijs#reviews');
    expect(redirectTarget('/%09/evil.example/')).toBe('/%09/evil.example/');
    expect(redirectTarget('/chien/é')).toBe('/chien/%C3%A9');
    expect(redirectTarget('/a/../b/')).toBe('/b/');
  });

  it('every accepted target stays on the site for a browser', () => {
    for (const target of ['/x', '/chien/?a=//evil', '/a#//b', ...offSite]) {
      const kept = redirectTarget(target);
      if (kept !== null) expect(new URL(kept, 'https://www.gamelle.fr').origin).toBe('https://www.gamelle.fr');
    }
  });

  it("turns a framework's absolute Location into a path, and another origin into the fallback", () => {
    expect(sameSiteLocation('https://shop.example/produits/x/', 'https://shop.example')).toBe('/produits/x/');
    expect(sameSiteLocation('https://evil.example/x', 'https://shop.example')).toBe('/');
    expect(sameSiteLocation('//evil.example/x', 'https://shop.example')).toBe('/');
    expect(sameSiteLocation('/chien/', 'https://shop.example')).toBe('/chien/');
  });
});
