import { describe, expect, it } from 'vitest';
import {
  routesTable,
  screenAt,
  screenOf,
  sitePath,
  toInternalPath,
  toPublicPath,
  translatePath,
} from './site-routes.ts';
import { webViewPageOf, webViewPagePath } from '../subscription/web-view.ts';

/** Fills a pattern of the table with sample values, as a visitor's URL would carry them. */
function sample(pattern: string): string {
  return pattern
    .replace('{-$faqQuery}', 'livraison')
    .replace('{-$format}', '2-kg')
    .replace(/\{\$(\w+)\}/g, '42')
    .replace(/\$(\w+)/g, (_m, name: string) => `${name}-1`)
    .replace('/$/', '/chien/croquettes/');
}

describe('the table of localized routes', () => {
  it('covers every screen of spec §2 once', () => {
    const screens = routesTable.map((r) => r.screen);
    expect(new Set(screens).size).toBe(screens.length);
    // Screens added beyond spec §2's table (issue 17's newsletter links) are named here, so the spec's 43 stay counted.
    const beyondSpec: readonly string[] = [
      'newsletterConfirmation',
      'newsletterUnsubscribe',
      'sponsorshipLink',
      'subscriptionStart',
    ];
    expect(screens.filter((screen) => !beyondSpec.includes(screen))).toHaveLength(43);
  });

  it.each(routesTable.map((r) => [r.screen, r.fr, r.nl] as const))(
    '%s: %s maps to /nl%s and back',
    (screen, fr, nl) => {
      const frenchPath = sample(fr);
      const dutchPath = `/nl${sample(nl)}`;
      expect(toPublicPath(frenchPath, 'nl')).toBe(dutchPath);
      expect(toInternalPath(dutchPath)).toEqual({ locale: 'nl', path: frenchPath });
      expect(toPublicPath(frenchPath, 'fr')).toBe(frenchPath);
      expect(toInternalPath(frenchPath)).toEqual({ locale: 'fr', path: frenchPath });
      expect(screenOf(frenchPath)).toBe(screen);
    },
  );

  it('prefers fixed segments over parameters', () => {
    expect(screenOf('/produits/echantillons/chiot/')).toBe('samples');
    expect(screenOf('/produits/croquettes-chiot/')).toBe('product');
    expect(screenOf('/mon-compte/mes-animaux/ajouter/')).toBe('petAdd');
    expect(toInternalPath('/nl/mijn-account/mijn-huisdieren/add/').path).toBe('/mon-compte/mes-animaux/ajouter/');
  });

  it('keeps the optional format and the parameter with fixed text', () => {
    expect(toPublicPath('/produits/croquettes-chiot/', 'nl')).toBe('/nl/producten/croquettes-chiot/');
    expect(toPublicPath('/produits/croquettes-chiot/12-kg/', 'nl')).toBe('/nl/producten/croquettes-chiot/12-kg/');
    expect(toPublicPath('/web-view/AB12-changement-de-paiement/', 'nl')).toBe('/nl/web-view/AB12-betalingswijziging/');
  });

  it('maps the Dutch home and leaves category paths to the catalogue', () => {
    expect(toInternalPath('/nl/')).toEqual({ locale: 'nl', path: '/' });
    expect(toInternalPath('/nl')).toEqual({ locale: 'nl', path: '/' });
    expect(toPublicPath('/', 'nl')).toBe('/nl/');
    expect(toInternalPath('/nl/hond/brokken/')).toEqual({ locale: 'nl', path: '/hond/brokken/' });
    expect(screenOf('/nlx/')).toBe('category');
    expect(toInternalPath('/nlx/').locale).toBe('fr');
  });

  it('keeps a missing trailing slash missing', () => {
    expect(translatePath('/panier', 'fr', 'nl')).toBe('/winkelmand');
    expect(translatePath('/panier/', 'fr', 'nl')).toBe('/winkelmand/');
  });
});

describe('public paths of screens', () => {
  it('fills parameters in both languages and drops a missing optional one', () => {
    expect(sitePath('product', 'fr', { product: 'croquettes-poulet', format: '2-kg' })).toBe(
      '/produits/croquettes-poulet/2-kg/',
    );
    expect(sitePath('product', 'nl', { product: 'brokken-kip' })).toBe('/nl/producten/brokken-kip/');
    expect(sitePath('forgotPassword', 'nl', { forgotPassword: 'abc' })).toBe('/nl/wachtwoord-vergeten/abc/');
    expect(sitePath('faq', 'fr')).toBe('/faq/');
    expect(sitePath('stores', 'nl')).toBe('/nl/winkels/');
  });

  it('writes a category path in the slugs of its locale, never read back through the other language', () => {
    expect(sitePath('category', 'fr', { _splat: 'chien/croquettes' })).toBe('/chien/croquettes/');
    expect(sitePath('category', 'nl', { _splat: 'hond/brokken' })).toBe('/nl/hond/brokken/');
    // A Dutch slug that is also a French segment of the table stays as it is.
    expect(sitePath('category', 'nl', { _splat: 'magasins' })).toBe('/nl/magasins/');
  });
});

describe('the screen of a public path', () => {
  it('names the screen, the locale and the parameters, in both languages', () => {
    expect(screenAt('/nl/verbinding/')).toEqual({ screen: 'login', locale: 'nl', params: {} });
    expect(screenAt('/mot-de-passe-oublie/abc/')).toEqual({
      screen: 'forgotPassword',
      locale: 'fr',
      params: { forgotPassword: 'abc' },
    });
    expect(screenAt('/nl/hond/brokken/').screen).toBe('category');
  });

  it('reads a web-view page path back from the one the table writes, and nothing else', () => {
    for (const locale of ['fr', 'nl'] as const)
      expect(webViewPageOf(webViewPagePath('AB0000012', locale))).toEqual({ code: 'AB0000012', locale });
    expect(webViewPagePath('AB0000012', 'nl')).toBe('/nl/web-view/AB0000012-betalingswijziging/');
    expect(webViewPageOf('/web-view/AB0000012-betalingswijziging/')).toBeNull();
    expect(webViewPageOf('/web-view/AB0000012-changement-de-paiement')).toBeNull();
    expect(webViewPageOf('/web-view/AB%2F12-changement-de-paiement/')).toBeNull();
  });
});
