import { describe, expect, it } from 'vitest';
import { modalPageOf } from './modal-link.ts';

describe('content links that open the markdown modal', () => {
  it('opens a static page of the shop whose link ends with #modal, in the link’s language', () => {
    expect(modalPageOf('/page/conditions-generales/#modal')).toEqual({
      key: 'page/conditions-generales',
      locale: 'fr',
    });
    expect(modalPageOf('/nl/pagina/gebruiksvoorwaarden/#modal')).toEqual({
      key: 'pagina/gebruiksvoorwaarden',
      locale: 'nl',
    });
    expect(modalPageOf('/page/cookies#modal')).toEqual({ key: 'page/cookies', locale: 'fr' });
  });

  it('leaves every other link to the browser', () => {
    expect(modalPageOf('/page/conditions-generales/')).toBeNull();
    expect(modalPageOf('/page/conditions-generales/#livraison')).toBeNull();
    expect(modalPageOf('/chien/#modal')).toBeNull();
    expect(modalPageOf('/landing/abonnement/#modal')).toBeNull();
    expect(modalPageOf('/page/a/b/#modal')).toBeNull();
    expect(modalPageOf('https://example.com/page/cgv/#modal')).toBeNull();
    expect(modalPageOf('//example.com/page/cgv/#modal')).toBeNull();
    expect(modalPageOf('#modal')).toBeNull();
  });
});
