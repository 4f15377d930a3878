/**
 * The shop's query strings stay readable and shareable: `?sort=best_sellers&needs=sensitive,sterilised` rather
 * than the router's default JSON (`needs=%5B%22sensitive%22%5D`). Values are read as strings (routes validate
 * them with their schemas), a repeated key as a list; lists are written comma-separated.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  const search: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    search[key] = values.length > 1 ? values : values[0];
  }
  return search;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.map(String).join(','));
    } else if (typeof value === 'object') {
      params.set(key, JSON.stringify(value));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
