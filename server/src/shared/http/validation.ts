import { violationsFromZodError } from '@gamelle/contract';
import { hasRefusedCharacter } from '@gamelle/contract/shared/characters';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { pathOf } from '@gamelle/contract/shared/violations';
import type { Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
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
export function json<S extends z.core.$ZodType>(
  schema: S | ((body: object) => S),
  form: string,
): MiddlewareHandler<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    const body = (await readRawBody(c)) as object;
    // Before any schema: no text of any body keeps NUL, controls, bidi or zero-width characters (issue 21), so the
    // same input is refused alike on SQLite and PostgreSQL (whose text type refuses NUL) and never hides its content.
    const hidden = invisibleCharacterPaths(body);
    if (hidden.length > 0) {
      const locale = requestLocale(c);
      throw unprocessable(
        hidden.map((propertyPath) => ({
          propertyPath,
          code: 'invisible_characters',
          message: formErrorMessage(locale, { form, field: propertyPath || 'form', code: 'invisible_characters' }),
        })),
      );
    }
    // A call taking one of several bodies (log in with a password or with Google) picks its schema by shape.
    const parsed = await z.safeParseAsync(typeof schema === 'function' ? schema(body) : schema, body);
    if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, requestLocale(c)));
    c.req.addValidatedData('json', parsed.data as object);
    await next();
  };
}

/**
 * The paths of the strings (values or keys) of a parsed JSON body holding a character no text field stores. Walked
 * with a stack rather than recursion, each step linked to its parent: a 64 KiB body may nest 30,000 levels deep.
 */
export function invisibleCharacterPaths(body: unknown): string[] {
  interface Step {
    value: unknown;
    key?: PropertyKey;
    parent?: Step;
  }
  const pathTo = (step: Step | undefined, last?: PropertyKey): string => {
    const keys: PropertyKey[] = last === undefined ? [] : [last];
    for (let at = step; at && at.key !== undefined; at = at.parent) keys.unshift(at.key);
    return pathOf(keys);
  };
  const found: string[] = [];
  const pending: Step[] = [{ value: body }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (hasRefusedCharacter(value)) found.push(pathTo(step));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: step }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasRefusedCharacter(key)) found.push(pathTo(step, key));
        else pending.push({ value: item, key, parent: step });
      }
    }
  }
  return found.sort();
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
