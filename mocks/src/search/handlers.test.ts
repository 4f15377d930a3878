// Search answers parse with the contract, and an empty query is refused.
import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

describe('answers parse with the contract', () => {
  it('search and suggestions', async () => {
    searchResultSchema.parse((await call('/', { api: 'search', query: { q: 'chaton' } })).body);
    searchResultSchema.parse((await call('/', { api: 'search', query: { q: 'chat', lite: 'true' } })).body);
    searchSuggestionsSchema.parse((await call('/suggestions', { api: 'search', query: { q: 'croq' } })).body);
    expect((await call('/', { api: 'search', query: { q: '' } })).status).toBe(422);
  });
});
