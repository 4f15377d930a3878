import { describe, expect, it } from 'vitest';
import { isBuiltPath } from './built-screens.ts';

describe('links only to screens that exist', () => {
  const routes = new Set(['/', '/$/', '/panier/', '/mon-compte/', '/produits/$product/{-$format}/']);

  it('keeps catalogue, content and routed screens in both languages', () => {
    for (const path of [
      '/',
      '/chien/croquettes/',
      '/produits/x/',
      '/page/cgv/',
      '/panier/',
      '/nl/winkelmand/',
      '/mon-compte/',
    ]) {
      expect(isBuiltPath(path, routes), path).toBe(true);
    }
  });

  it('drops screens whose route has not landed (stores, FAQ, contact, guides), FR and NL', () => {
    for (const path of [
      '/magasins/',
      '/nl/winkels/',
      '/faq/',
      '/nl/faq/',
      '/nous-contacter/',
      '/nl/contact-ons/',
      '/guide-croquettes/',
    ]) {
      expect(isBuiltPath(path, routes), path).toBe(false);
    }
  });

  it('brings a link back as soon as its route exists', () => {
    expect(isBuiltPath('/nl/winkels/', new Set([...routes, '/magasins/']))).toBe(true);
    expect(isBuiltPath('/faq/', new Set([...routes, '/faq/{-$faqQuery}/']))).toBe(true);
  });
});
