import { hydraError } from '@gamelle/contract/shared/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestLocale } from './locale.ts';
import { HttpProblem } from './problems.ts';
import { serverMessage } from './messages.ts';

/**
 * A database refusal that says « try again », not « this is wrong »: PostgreSQL's deadlock (40P01), serialization
 * failure (40001) and lock not available (55P03), SQLite's busy or locked database after its busy_timeout. The
 * transaction was rolled back whole, so nothing was written and the same request can simply be sent again.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ['40P01', '40001', '55P03', 'SQLITE_BUSY', 'SQLITE_LOCKED'].includes(code);
}

/** The API's answer to an error a handler threw: the problem's own, a 400 for a bad URL, 503 to retry, else 500. */
export function errorAnswer(err: Error, c: Context): Response {
  if (err instanceof HttpProblem) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(err.body as object, err.status);
  }
  if (err instanceof HTTPException) return c.json(hydraError(err.message || 'Bad request'), err.status);
  // A malformed percent-encoding in a path or query is the client's doing, not ours.
  if (err instanceof URIError) return c.json(hydraError(serverMessage(requestLocale(c), 'malformed_url')), 400);
  if (isTransientConflict(err)) {
    // Neither a bug nor the client's fault: say when to come back (the contract's client retries a GET after it).
    console.warn(`${c.req.method} ${c.req.path}: ${err.message} (503, retry)`);
    c.header('Retry-After', '1');
    return c.json(hydraError(serverMessage(requestLocale(c), 'busy_retry')), 503);
  }
  console.error(err);
  // The language as any answer's (the `locale` query, else the channel's): a Dutch client reads Dutch.
  return c.json({ code: 500, message: serverMessage(requestLocale(c), 'internal_error') }, 500);
}
