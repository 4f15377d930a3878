// The one error type the client throws, and the messages of spec §8 code compares against. No zod here: the
// browser's client imports this file on every page (the error body schemas are in errors.ts).
import type { Violation } from './errors.ts';

/** Messages of spec §8 that code compares against, so they are spelled once. */
export const errorMessages = {
  generic: 'Une erreur est survenue',
  cartNotFound: 'Cart not found',
  productNotFound: 'Product not found',
  missingAuthenticationData: 'Missing authentication data',
  networkFailed: 'Network request failed',
  connectionTimeout: 'Connection timeout',
  socketTimeout: 'Socket timeout',
  pageNotFound: (path: string) => `Page not found: ${path}`,
} as const;

export type ApiErrorInit = {
  status: number;
  message: string;
  /** A stable code when the client knows the cause (`timeout`, `network`, `invalid_response`, ...). */
  code?: string;
  violations?: Violation[];
  body?: unknown;
  cause?: unknown;
};

/**
 * What every failed call of the client rejects with. `status` 0 means the request never got an answer
 * (network failure, timeout); 422 carries the `violations` to show per field.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly violations: Violation[];
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.violations = init.violations ?? [];
    this.body = init.body;
  }

  /** Reads any error body of the API into an ApiError, falling back to `fallbackMessage`. */
  static fromResponse(status: number, body: unknown, fallbackMessage: string = errorMessages.generic): ApiError {
    const known = readErrorBody(body);
    if (!known) return new ApiError({ status, message: readLooseMessage(body) ?? fallbackMessage, body });
    return new ApiError({ status, message: known.message, violations: known.violations, body });
  }

  get isValidation(): boolean {
    return this.violations.length > 0;
  }

  /** Violations grouped by field; the form-level ones (empty propertyPath) are under `''`. */
  violationsByField(): Record<string, Violation[]> {
    const byField: Record<string, Violation[]> = {};
    for (const v of this.violations) (byField[v.propertyPath] ??= []).push(v);
    return byField;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Non-Sylius bodies still often carry `message`, `detail` or `error`: use them rather than a generic text. */
function readLooseMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() !== '' && body.length < 500) return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['hydra:description', 'detail', 'message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * The message and violations of a body shaped as `apiErrorBodySchema` says (errors.ts: a ConstraintViolationList, a
 * hydra:Error or a 401), read by hand so that this file needs no zod; undefined for any other body. The unit test
 * checks it agrees with the schema.
 */
export function readErrorBody(body: unknown): { message: string; violations: Violation[] } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const type = record['@type'];
  const description = record['hydra:description'];
  const hasHydra = typeof description === 'string' && typeof record['hydra:title'] === 'string';
  if (type === 'ConstraintViolationList' && hasHydra && Array.isArray(record.violations)) {
    if (!record.violations.every(isViolation)) return undefined;
    return { message: description, violations: record.violations };
  }
  if ((type === 'hydra:Error' || type === 'Error') && hasHydra) return { message: description, violations: [] };
  if (record.code === 401 && typeof record.message === 'string') return { message: record.message, violations: [] };
  return undefined;
}

function isViolation(value: unknown): value is Violation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.propertyPath !== 'string' || typeof v.message !== 'string') return false;
  if (v.code !== undefined && typeof v.code !== 'string') return false;
  if (v.params === undefined) return true;
  return (
    typeof v.params === 'object' &&
    v.params !== null &&
    Object.values(v.params).every((p) => typeof p === 'string' || typeof p === 'number')
  );
}
