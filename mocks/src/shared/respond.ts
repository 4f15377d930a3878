// How the mocks answer: the API's JSON-LD error bodies and statuses (contract/src/shared/errors.ts), the caller's
// language, and the bearer token's customer.
import { constraintViolationList, errorMessages, hydraError, unauthorizedError } from '@gamelle/contract/shared/errors';
import type { Violation } from '@gamelle/contract/shared/errors';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { z } from 'zod/mini';
import type { MockCustomer, MockState } from './state.ts';

export type Language = 'fr' | 'nl';

/** Thrown inside a resolver and turned into its response by `handle` (keeps resolvers flat). */
export class MockProblem extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`Mock answered ${response.status}`);
    this.response = response;
  }
}

export type ResolverInfo = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];

/** Wraps a resolver so a thrown MockProblem becomes its response. */
export function handle(
  resolver: (info: ResolverInfo) => Promise<Response | undefined> | Response | undefined,
): HttpResponseResolver<PathParams, DefaultBodyType> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof MockProblem) return error.response;
      throw error;
    }
  };
}

/** `locale` of the query: a shop locale code (fr_FR, fr_BE, nl_BE) or a site language; French by default. */
export function languageOf(request: Request): Language {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'fr';
  return locale.startsWith('nl') ? 'nl' : 'fr';
}

export function notFound(message: string): MockProblem {
  return new MockProblem(HttpResponse.json(hydraError(message), { status: 404 }));
}

export function badRequest(message: string): MockProblem {
  return new MockProblem(HttpResponse.json(hydraError(message), { status: 400 }));
}

export function unprocessable(violations: Violation[]): MockProblem {
  return new MockProblem(HttpResponse.json(constraintViolationList(violations), { status: 422 }));
}

export function violation(propertyPath: string, code: string, message: string): MockProblem {
  return unprocessable([{ propertyPath, code, message }]);
}

export function unauthorized(message: string = 'JWT Token not found'): MockProblem {
  return new MockProblem(HttpResponse.json(unauthorizedError(message), { status: 401 }));
}

/** 500 with the generic message of spec §8. */
export function serverErrorResponse(): Response {
  return HttpResponse.json(hydraError(errorMessages.generic), { status: 500 });
}

/** The JSON body validated by `schema`, as the server reads it: 400 when not a JSON object, 422 when invalid. */
export async function readBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  form: string,
): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = JSON.parse(await request.text());
  } catch {
    throw badRequest('Syntax error: the request body is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const parsed = await z.safeParseAsync(schema, data);
  if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, form, languageOf(request)));
  return parsed.data;
}

/** The customer of the bearer token, null without one; 401 for an unknown or expired token. */
export function currentCustomer(state: MockState, request: Request): MockCustomer | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  const customerId = state.accessTokens.get(token);
  if (customerId === undefined) throw unauthorized('Invalid JWT Token');
  if (isExpired(token)) throw unauthorized('Expired JWT Token');
  const customer = state.customers.get(customerId);
  if (!customer) throw unauthorized('Invalid JWT Token');
  return customer;
}

export function requireCustomer(state: MockState, request: Request): MockCustomer {
  const customer = currentCustomer(state, request);
  if (!customer) throw unauthorized();
  return customer;
}

/** An unsigned JWT with the payload the client reads (`exp`, `username`); the mocks keep the real map. */
export function accessToken(email: string, lifetimeSeconds = 3600, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const part = (value: object) => base64Url(JSON.stringify(value));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat, exp: iat + lifetimeSeconds, username: email })}.mock`;
}

function isExpired(token: string): boolean {
  try {
    const payload = JSON.parse(fromBase64Url(token.split('.')[1] ?? '')) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
