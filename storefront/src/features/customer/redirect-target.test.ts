import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('the login redirect target', () => {
  it('keeps a path of the shop with its query and hash', () => {
    expect(safeRedirectTarget('/mon-compte/mes-adresses/', '/mon-compte/')).toBe('/mon-compte/mes-adresses/');
    expect(safeRedirectTarget('/nl/winkelmand/?a=1#x', '/mon-compte/')).toBe('/nl/winkelmand/?a=1#x');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '\u00a0/x',
    '/x\r\nSet-Cookie: a=b',
    'javascript:alert(1)',
    '',
    '/connexion/',
    '/nl/verbinding/?retour=/x',
    '/mot-de-passe-oublie/abc/',
    '/nl/wachtwoord-vergeten/abc/#x',
    42,
  ])('refuses %j', (target) => {
    expect(safeRedirectTarget(target, '/mon-compte/')).toBe('/mon-compte/');
  });
});
