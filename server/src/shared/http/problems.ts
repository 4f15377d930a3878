import type { ErrorCode } from '@gamelle/contract/shared/error-codes';
import type { ServerErrorCode } from '@gamelle/contract/shared/server-errors';
import {
  type Violation,
  constraintViolationList,
  hydraError,
  unauthorizedError,
} from '@gamelle/contract/shared/errors';

/** The codes a violation may carry: the contract's form codes and the server's own (contract/src/<domain>/errors.ts). */
export type KnownErrorCode = ErrorCode | ServerErrorCode;

/**
 * A client-caused failure thrown from a handler and turned into its JSON body by the app's error handler, so
 * that handlers read as the happy path.
 */
export class HttpProblem extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: HttpProblem['status'], body: unknown, headers: Record<string, string> = {}) {
    super(typeof body === 'object' && body && 'hydra:description' in body ? String(body['hydra:description']) : '');
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpProblem(400, hydraError(message));
export const notFound = (message: string) => new HttpProblem(404, hydraError(message));
export const conflict = (message: string) => new HttpProblem(409, hydraError(message));
export const unauthorized = (message = 'JWT Token not found') => new HttpProblem(401, unauthorizedError(message));
/** 429 with the message in the request's language and when to come back (throttled logins, sign-ups, resets). */
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpProblem(429, hydraError(message), { 'Retry-After': String(retryAfterSeconds) });
/** `unreadBody`: the rest of a huge body is left on the socket, so the connection must not be reused. */
export const payloadTooLarge = (unreadBody = false) =>
  new HttpProblem(413, hydraError('Request body too large.'), unreadBody ? { Connection: 'close' } : {});

/** 422 with one violation per invalid field. */
export const unprocessable = (violations: Violation[]) => new HttpProblem(422, constraintViolationList(violations));

/** 422 for a single field: the common case of a business rule refusing one value. */
export const violation = (propertyPath: string, code: KnownErrorCode, message: string) =>
  unprocessable([{ propertyPath, code, message }]);
