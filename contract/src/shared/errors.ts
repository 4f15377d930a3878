// Error shapes of the Shop API (Sylius / API Platform, JSON-LD flavour) and the one error type the client throws.
import { z } from 'zod';

/** One failed constraint: `code` is a stable key (see rules/messages.ts), `message` the server's text. */
export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().optional(),
  /** Values the message needs (e.g. `{ min: 5 }`); absent in Sylius, added by our rules. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Violation = z.infer<typeof violationSchema>;

/** 422 body: `ConstraintViolationList` as API Platform serialises it in JSON-LD. */
export const constraintViolationListSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string().optional(),
  '@type': z.literal('ConstraintViolationList'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violationSchema),
});
export type ConstraintViolationList = z.infer<typeof constraintViolationListSchema>;

/** 400 and 404 (and any other non-validation failure) body: a `hydra:Error`. */
export const hydraErrorSchema = z.object({
  '@context': z.string().optional(),
  '@type': z.union([z.literal('hydra:Error'), z.literal('Error')]),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
});
export type HydraError = z.infer<typeof hydraErrorSchema>;

/** 401 body, as LexikJWT answers it (`JWT Token not found`, `Expired JWT Token`, `Invalid credentials.`). */
export const unauthorizedErrorSchema = z.object({
  code: z.literal(401),
  message: z.string(),
});
export type UnauthorizedError = z.infer<typeof unauthorizedErrorSchema>;

/** Any error body the Shop API may send. */
export const apiErrorBodySchema = z.union([constraintViolationListSchema, hydraErrorSchema, unauthorizedErrorSchema]);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

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

export const HYDRA_ERROR_TITLE = 'An error occurred';

/** Builds a 422 body (the server answers validation failures with it). */
export function constraintViolationList(violations: Violation[]): ConstraintViolationList {
  return {
    '@context': '/api/v2/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': HYDRA_ERROR_TITLE,
    'hydra:description': violations
      .map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message))
      .join('\n'),
    violations,
  };
}

/** Builds a 400/404/409 body. */
export function hydraError(description: string): HydraError {
  return {
    '@context': '/api/v2/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': HYDRA_ERROR_TITLE,
    'hydra:description': description,
  };
}

/** Builds a 401 body. */
export function unauthorizedError(message = 'JWT Token not found'): UnauthorizedError {
  return { code: 401, message };
}

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
    const parsed = apiErrorBodySchema.safeParse(body);
    if (!parsed.success) {
      const message = readLooseMessage(body) ?? fallbackMessage;
      return new ApiError({ status, message, body });
    }
    const data = parsed.data;
    if ('violations' in data) {
      return new ApiError({ status, message: data['hydra:description'], violations: data.violations, body });
    }
    if ('hydra:description' in data) return new ApiError({ status, message: data['hydra:description'], body });
    return new ApiError({ status, message: data.message, body });
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
