// Every route the API serves is in its OpenAPI document (or listed as not a client call, with why), and every
// operation that names a resource and reads a customer token says whose it is: the authorization matrix
// (test/api/authorization-matrix.test.ts) then proves each declaration against a running server.
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { openDatabase } from '../src/shared/db/database.ts';
import { migrateToLatest } from '../src/shared/db/migrate.ts';
import { operations } from '../src/shared/docs/operations.ts';
import { undocumentedRoutes } from '../src/shared/docs/undocumented.ts';

const db = openDatabase('sqlite::memory:');
afterAll(() => db.close());

/** A Hono route path (`/v2/shop/animals/:id`, `/content/*`) as the document writes it, under `/api`. */
function documentPath(path: string): string {
  return `/api${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`;
}

/** Whether a documented path (`{param}`) covers a route path (`{param}` or a trailing `*`). */
function covers(documented: string, route: string): boolean {
  if (documented === route) return true;
  const pattern = new RegExp(`^${documented.replace(/\{\w+\}/g, '(\\{\\w+\\}|[^/]+)')}$`);
  if (pattern.test(route)) return true;
  // A wildcard route (`/b2c-categories/*`) is what a documented `{param}` in its place describes.
  return route.endsWith('/*') && pattern.test(route.replace(/\*$/, '{rest}'));
}

describe('API documentation coverage', () => {
  it('documents every route the API serves, or says why not', async () => {
    await migrateToLatest(db);
    const api = createApi({ db });
    const served = [
      ...new Set(api.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${documentPath(r.path)}`)),
    ];
    const missing = served.filter((entry) => {
      const [method, path] = entry.split(' ') as [string, string];
      return (
        !operations.some((op) => op.method.toUpperCase() === method && covers(op.path, path)) &&
        !undocumentedRoutes.some((r) => r.method === method && covers(r.path, path))
      );
    });
    expect(
      missing,
      'Routes served but absent from server/src/shared/docs/operations.ts (add the operation, with `owned` when it ' +
        'names a customer’s resource) or from undocumented.ts (with why)',
    ).toEqual([]);
    expect(served.length).toBeGreaterThan(60);
  });

  it('says whose resource every customer operation with a path parameter is', () => {
    const undeclared = operations
      .filter((op) => op.auth && /\{\w+\}/.test(op.path) && !op.owned)
      .map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(
      undeclared,
      'Operations reading a customer token on a named resource must declare `owned: { otherCustomerStatus }`',
    ).toEqual([]);
  });
});
