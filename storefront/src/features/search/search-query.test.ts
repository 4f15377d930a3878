import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query.ts';

describe('the search URL state', () => {
  it('keeps a trimmed query of at most 200 characters', () => {
    expect(parseSearchQuery({ q: '  croquettes  ' })).toEqual({ q: 'croquettes' });
    expect(parseSearchQuery({ q: 'a'.repeat(250) }).q).toHaveLength(200);
  });

  it('reads anything else as no query', () => {
    expect(parseSearchQuery({})).toEqual({});
    expect(parseSearchQuery({ q: '   ' })).toEqual({});
    expect(parseSearchQuery({ q: ['a', 'b'] })).toEqual({});
    expect(parseSearchQuery({ q: 12 })).toEqual({});
  });
});
