import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** An answer serialized once, with the strong ETag of its bytes. */
export interface SerializedAnswer {
  body: string;
  etag: string;
}

/**
 * Content answers are the same bytes for the same question and the same live stock: they are serialized and
 * hashed once (kept in an `Lru` whose key names everything the answer depends on, the live-stock signature
 * included) rather than stringified and SHA-1'd by hono's etag() on every request.
 */
export function serialize(value: unknown): SerializedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The serialized answer, its ETag set here: hono's etag() middleware keeps an ETag already set (and still answers
 * 304 when If-None-Match matches it) instead of hashing the body again.
 */
export function sendAnswer(c: Context, answer: SerializedAnswer): Response {
  return c.body(answer.body, 200, { 'Content-Type': 'application/json', ETag: answer.etag });
}
