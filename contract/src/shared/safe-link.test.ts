import { describe, expect, it } from 'vitest';
import { classifyLink, isSafeLink, sanitizeLink } from './safe-link.ts';

describe('safe links', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'DATA:text/html,<script>',
  ])('refuses %j even with the external flag', (href) => {
    expect(classifyLink(href)).toBe('unsafe');
    expect(sanitizeLink(href, { allowExternal: true })).toBeNull();
  });

  it.each(['gif', 'png', 'jpeg', 'webp'])('accepts data:image/%s', (format) => {
    const href = `data:image/${format};base64,AAAA`;
    expect(classifyLink(href)).toBe('image-data');
    expect(sanitizeLink(href)).toBe(href);
  });

  it('keeps internal links', () => {
    for (const href of ['/panier/', 'produits/x/', '#composition', '?sort=best_sellers', '../faq/']) {
      expect(sanitizeLink(href)).toBe(href);
    }
  });

  it('refuses external navigation unless the flag is explicit', () => {
    for (const href of ['https://evil.example/', 'http://evil.example', '//evil.example/path', 'ftp://files.example']) {
      expect(classifyLink(href)).toBe('external');
      expect(isSafeLink(href)).toBe(false);
      expect(sanitizeLink(href, { allowExternal: true })).toBe(href);
    }
  });

  it("counts absolute links to the shop's own origin as internal", () => {
    expect(sanitizeLink('https://www.gamelle.fr/panier/', { siteOrigin: 'https://www.gamelle.fr' })).toBe(
      'https://www.gamelle.fr/panier/',
    );
    expect(sanitizeLink('https://www.gamelle.fr.evil.example/', { siteOrigin: 'https://www.gamelle.fr' })).toBeNull();
  });

  it('lets mailto: and tel: through (they do not leave the page)', () => {
    expect(sanitizeLink('mailto:service@gamelle.fr')).toBe('mailto:service@gamelle.fr');
    expect(sanitizeLink('tel:+33123456789')).toBe('tel:+33123456789');
  });
});
