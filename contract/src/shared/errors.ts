// Error shapes of the Shop API (Sylius / API Platform, JSON-LD flavour). The error type the client throws lives in
// api-error.ts, without zod, so the browser's client does not load zod; it is re-exported here.
import { z } from 'zod/mini';

export { ApiError, errorMessages, isApiError, type ApiErrorInit } from './api-error.ts';

/** One failed constraint: `code` is a stable key (see rules/messages.ts), `message` the server's text. */
export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  /** Values the message needs (e.g. `{ min: 5 }`); absent in Sylius, added by our rules. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type Violation = z.infer<typeof violationSchema>;

/** 422 body: `ConstraintViolationList` as API Platform serialises it in JSON-LD. */
export const constraintViolationListSchema = z.object({
  '@context': z.optional(z.string()),
  '@id': z.optional(z.string()),
  '@type': z.literal('ConstraintViolationList'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violationSchema),
});
export type ConstraintViolationList = z.infer<typeof constraintViolationListSchema>;

/** 400 and 404 (and any other non-validation failure) body: a `hydra:Error`. */
export const hydraErrorSchema = z.object({
  '@context': z.optional(z.string()),
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
