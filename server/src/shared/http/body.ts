import type { Context } from 'hono';
import { z } from 'zod';
import { hydraError } from '@gamelle/contract/shared/errors';
import { serverErrorText } from '@gamelle/contract/shared/server-errors';
import { HttpProblem, badRequest, unprocessable } from './problems.ts';
import { violationsFromZodError } from '@gamelle/contract';
import { requestLocale } from './locale.ts';

/** JSON bodies of the shop are small forms; anything larger is refused before it is parsed. */
export const maxJsonBodyBytes = 64 * 1024;

/**
 * Reads the body as JSON (400 when it is not JSON, 413 when too large) and validates it with `schema`
 * (422 ConstraintViolationList otherwise).
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S, form: string): Promise<z.output<S>> {
  const data = await readJson(c);
  const parsed = await z.safeParseAsync(schema, data);
  if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, requestLocale(c)));
  return parsed.data;
}

/** Same as readBody for query parameters (already strings), with the same 422 answer. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S, form: string): z.output<S> {
  const parsed = z.safeParse(schema, c.req.query());
  if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, requestLocale(c)));
  return parsed.data;
}

/** The body as a JSON object: 415 without a JSON type, 400 when empty, not JSON or not an object. */
export async function readJson(c: Context): Promise<unknown> {
  // A body without a JSON content type (none, or a form's) is refused, never parsed as JSON anyway (issue 21).
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!/^application\/([a-z.+-]*\+)?json$/.test(type))
    throw new HttpProblem(415, hydraError(serverErrorText(requestLocale(c), 'unsupported_media_type')));
  // The size was checked by jsonBodyLimit (hono/body-limit, mounted on the whole API in app.ts).
  const raw = await c.req.text();
  if (raw.trim() === '') throw badRequest('Syntax error: the request body is empty.');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw badRequest('Syntax error: the request body is not valid JSON.');
  }
  // Every body of the API is an object; refusing the rest here spares each schema from odd inputs.
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw badRequest('The request body must be a JSON object.');
  return data;
}

/** Validates already-read data (a body that may take one of several shapes) with the same 422 answer. */
export async function validate<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  data: unknown,
  form: string,
): Promise<z.output<S>> {
  const parsed = await z.safeParseAsync(schema, data);
  if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, requestLocale(c)));
  return parsed.data;
}

/** The JSON body, unvalidated (400/413 as readBody). */
export function readRawBody(c: Context): Promise<unknown> {
  return readJson(c);
}
