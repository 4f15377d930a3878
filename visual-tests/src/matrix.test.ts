import { describe, expect, it } from 'vitest';
import { orphanBaselines, storefrontBaselines, storybookBaselines, themesOf } from './matrix.ts';

describe('themesOf', () => {
  it('photographs the shop’s screens in Gamelle’s theme only', () => {
    expect(themesOf({ title: 'Screens/Cart', name: 'Default' })).toEqual(['gamelle']);
    expect(themesOf({ title: 'Screens/Newsletter/Exit pop-up', name: 'All States' })).toEqual(['gamelle']);
  });

  it('photographs the library’s stories in both brands, and “All States” in the sampled third', () => {
    expect(themesOf({ title: 'Shop/Counter', name: 'Default' })).toEqual(['gamelle', 'croquetterie']);
    expect(themesOf({ title: 'Shop/Counter', name: 'All States' })).toEqual(['gamelle', 'croquetterie', 'mistigri']);
  });
});

describe('orphanBaselines', () => {
  const stories = [
    { id: 'screens-cart--empty', title: 'Screens/Cart', name: 'Empty' },
    { id: 'shop-counter--all-states', title: 'Shop/Counter', name: 'All States' },
  ];
  const expected = storybookBaselines(stories, [{ id: 'docs-foundations--docs' }]);

  it('expects one baseline per story, photographed theme and width, and three per docs page', () => {
    expect(expected.size).toBe(3 + 9 + 3);
    expect(expected.has('storybook/shop-counter--all-states/mistigri-375.png')).toBe(true);
    expect(expected.has('storybook/docs-foundations--docs/docs-1260.png')).toBe(true);
  });

  it('names the baselines no test compares with: a removed story, a screen in a second brand', () => {
    const committed = [
      'storybook/screens-cart--empty/gamelle-375.png',
      'storybook/screens-cart--empty/croquetterie-375.png',
      'storybook/screens-cart--gone/gamelle-768.png',
      'storybook/screens-cart--empty',
    ];
    expect(orphanBaselines(committed, expected)).toEqual([
      'storybook/screens-cart--empty/croquetterie-375.png',
      'storybook/screens-cart--gone/gamelle-768.png',
    ]);
  });

  it('knows the storefront pages by name, locale and width', () => {
    const pages = storefrontBaselines([{ name: 'home' }]);
    expect(orphanBaselines(['storefront/home/nl-768.png', 'storefront/home/de-768.png'], pages)).toEqual([
      'storefront/home/de-768.png',
    ]);
  });
});
