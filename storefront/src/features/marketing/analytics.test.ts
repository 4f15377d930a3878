import { describe, expect, it } from 'vitest';
import { pageViewDoneEntry } from './analytics.ts';

describe('page_view_done in the data layer', () => {
  it('names the page and every campaign the answer left on it, with the visitor’s segments', () => {
    const entry = pageViewDoneEntry(
      '/nl/kat/natvoer/',
      {
        banner: { campaign: 'bienvenue-be-nl', content: 'Welkom!' },
        popup: null,
        offer: null,
        push: { campaign: 'push-bi-nutrition', category: 'chat', title: 'Gemengd menu' },
      },
      { cart_upsell: 'variant' },
    );
    expect(entry).toEqual({
      event: 'page_view_done',
      page_path: '/nl/kat/natvoer/',
      campaigns: ['bienvenue-be-nl', 'push-bi-nutrition'],
      abtests: { cart_upsell: 'variant' },
    });
  });

  it('still tells a page without any campaign that its view is done', () => {
    expect(pageViewDoneEntry('/', { banner: null, popup: null, offer: null, push: null }, {})).toEqual({
      event: 'page_view_done',
      page_path: '/',
      campaigns: [],
      abtests: {},
    });
  });
});
