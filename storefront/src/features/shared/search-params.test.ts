import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params.ts';

describe('query strings', () => {
  it('reads values as strings and repeated keys as lists', () => {
    expect(parseSearch('?sort=best_sellers&needs=a,b&x=1&x=2&flag=true')).toEqual({
      sort: 'best_sellers',
      needs: 'a,b',
      x: ['1', '2'],
      flag: 'true',
    });
    expect(parseSearch('')).toEqual({});
  });

  it('writes lists comma-separated and leaves out empty values', () => {
    expect(stringifySearch({ sort: 'relevancy', needs: ['sensitive', 'sterilised'], none: undefined, empty: [] })).toBe(
      '?sort=relevancy&needs=sensitive,sterilised',
    );
    expect(stringifySearch({ q: 'pâtée & chat' })).toBe('?q=p%C3%A2t%C3%A9e+%26+chat');
    expect(stringifySearch({})).toBe('');
  });

  it('round-trips what it writes', () => {
    const written = stringifySearch({ page: 2, needs: ['a', 'b'] });
    expect(parseSearch(written)).toEqual({ page: '2', needs: 'a,b' });
  });
});
