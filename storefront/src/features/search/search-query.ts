/** `?q=`: trimmed, at most 200 characters; anything else (a list, an empty text) is no query. */
export function parseSearchQuery(input: Record<string, unknown>): { q?: string } {
  const q = typeof input['q'] === 'string' ? input['q'].trim().slice(0, 200) : '';
  return q ? { q } : {};
}
