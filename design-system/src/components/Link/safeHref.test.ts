import { describe, expect, it } from 'vitest';
import { isSafeHref, safeHref } from './safeHref.ts';

describe('safeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:;base64,PHNjcmlwdD4=',
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull();
    expect(isSafeHref(url)).toBe(false);
  });

  it.each([
    'https://www.gamelle.fr/chien',
    'http://example.org',
    'mailto:service@gamelle.fr',
    'tel:+33123456789',
    '/fr/compte',
    '../panier',
    '#avis',
    '?page=2',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/gif;base64,R0lGOD',
    'data:image/jpeg;base64,/9j/',
    'DATA:IMAGE/WEBP;base64,UklGR',
  ])('accepts %j', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('returns what the browser would follow, whitespace removed', () => {
    expect(safeHref('  /fr/chien \n')).toBe('/fr/chien');
  });

  it('treats a missing URL as not a link', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
