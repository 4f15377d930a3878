import type { Footer, Header } from '@gamelle/contract/content/page';
import { describe, expect, it } from 'vitest';
import { menuAlternates } from './alternates.ts';

const header = (locale: 'fr' | 'nl', urls: string[]): Header => ({
  locale,
  menu: [{ label: 'x', url: urls[0]!, children: urls.slice(1).map((url) => ({ label: 'y', url })) }],
});
const footer = (locale: 'fr' | 'nl', legal: string[]): Footer => ({
  locale,
  columns: [],
  legal: legal.map((url) => ({ label: 'z', url })),
});

describe('menu alternates', () => {
  it('pairs the n-th French link with the n-th Dutch one, both ways', () => {
    const pairs = menuAlternates(
      { header: header('fr', ['/chien/', '/chien/croquettes/']), footer: footer('fr', ['/page/cgv/']) },
      { header: header('nl', ['/nl/hond/', '/nl/hond/brokken/']), footer: footer('nl', ['/nl/pagina/av/']) },
    );
    expect(pairs.get('/chien/croquettes/')).toEqual({ fr: '/chien/croquettes/', nl: '/nl/hond/brokken/' });
    expect(pairs.get('/nl/pagina/av/')).toEqual({ fr: '/page/cgv/', nl: '/nl/pagina/av/' });
  });

  it('pairs nothing when the menus do not line up, and skips external links', () => {
    expect(
      menuAlternates(
        { header: header('fr', ['/chien/']), footer: footer('fr', []) },
        { header: header('nl', ['/nl/hond/', '/nl/kat/']), footer: footer('nl', []) },
      ).size,
    ).toBe(0);
    expect(
      menuAlternates(
        { header: header('fr', ['https://x.test/']), footer: footer('fr', []) },
        { header: header('nl', ['https://x.test/']), footer: footer('nl', []) },
      ).size,
    ).toBe(0);
  });
});
