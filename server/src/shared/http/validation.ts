import { violationsFromZodError } from '@gamelle/contract';
import type { Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { maxJsonBodyBytes, readRawBody } from './body.ts';
import { requestLocale } from './locale.ts';
import { payloadTooLarge, unprocessable } from './problems.ts';

/**
 * Validation middleware, in the manner of `hono/validator`: the JSON body is read (400 when it is not a JSON
 * object, 413 above 64 KiB), checked with the contract's `schema` and handed to the handler as
 * `c.req.valid('json')`; an invalid body is a 422 ConstraintViolationList whose violations name `form`'s fields
 * in the request's language. `hono/validator` itself is not used for the body: it skips bodies without a JSON
 * content type (validating `{}` instead of answering 400) and answers its own 400 text.
 */
export function json<S extends z.ZodType>(
  schema: S | ((body: object) => S),
  form: string,
): MiddlewareHandler<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    const body = (await readRawBody(c)) as object;
    // A call taking one of several bodies (log in with a password or with Google) picks its schema by shape.
    const parsed = await (typeof schema === 'function' ? schema(body) : schema).safeParseAsync(body);
    if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, requestLocale(c)));
    c.req.addValidatedData('json', parsed.data as object);
    await next();
  };
}

/**
 * A refused body up to this size is read to its end and dropped, so the client (still sending) gets the 413 on a
 * healthy connection; beyond it, or when its size was not declared, the connection is closed instead.
 */
const drainLimitBytes = 1024 * 1024;

/** Bodies of the shop are small forms: Hono's body limit refuses anything larger with the API's 413. */
export const jsonBodyLimit = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: async (c) => {
    const declared = c.req.header('transfer-encoding') ? Number.NaN : Number(c.req.header('content-length'));
    if (!(declared <= drainLimitBytes)) throw payloadTooLarge(true);
    await c.req.raw.arrayBuffer().catch(() => undefined);
    throw payloadTooLarge();
  },
});
