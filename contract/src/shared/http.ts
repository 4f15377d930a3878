// The one place that talks HTTP: URL and query building, headers, timeouts, retries, error mapping and
// response parsing. Every call function of the client goes through `request`. zod is imported for its types
// only: a call names its schema lazily (`() => import(...)`), loaded only when the client validates answers,
// so a browser client that trusts the typed answer (`validate: false`) never loads zod.
import type { z } from 'zod/mini';
import { RETRY_POLICY } from './limits.ts';
import { ApiError, errorMessages } from './api-error.ts';
import { API_BASES } from './paths.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiName = keyof typeof API_BASES;
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type ClientConfig = {
  /** Origin of the API (`http://127.0.0.1:3000`); '' in the browser for same-origin calls. */
  baseUrl?: string;
  /** Overrides of the API bases of `API_BASES`. */
  bases?: Partial<Record<ApiName, string>>;
  /** The fetch to use: the storefront passes an in-process one during SSR, tests a fake. */
  fetch?: typeof fetch;
  /** The access token, or the cart token for a guest's cart calls, sent as a bearer when present. */
  getToken?: () => string | null | undefined;
  /** Sent as `channelCode` on every Shop API call. */
  channelCode: string;
  /** Shop locale code (`fr_FR`, `fr_BE`, `nl_BE`), sent as `locale` on every Shop API call. */
  localeCode: string;
  /** Site language, sent as `locale` on content, search and tracking calls. */
  locale: 'fr' | 'nl';
  timeouts?: Timeouts;
  /** Wait before a retry (default 250 ms); a `Retry-After` header of up to 5 s wins. */
  retryDelayMs?: number;
  /** Called on a 401 answer to a call that carried a token (the storefront logs the user out). */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Parse every answer with its schema (default true: the server, the mocks and tests). The browser passes false
   * and trusts the typed answer: the schemas (and zod) are then never loaded. A JSON syntax error still fails.
   */
  validate?: boolean;
};

/** A call's answer schema: the schema itself, or a function that loads it (a dynamic import keeps zod lazy). */
export type SchemaRef = z.ZodMiniType | (() => Promise<z.ZodMiniType>);

export type Timeouts = {
  /** Until the response headers arrive; exceeded → 'Connection timeout'. */
  connectMs?: number;
  /** Until the body is read; exceeded → 'Socket timeout'. */
  responseMs?: number;
};

export const DEFAULT_TIMEOUTS = { connectMs: 10_000, responseMs: 30_000 } as const;

export type RequestOptions<S extends SchemaRef | undefined> = {
  api: ApiName;
  method: HttpMethod;
  path: string;
  /** An absolute URL used instead of the API's base and `path` (image hosting's upload endpoint). */
  url?: string;
  query?: Record<string, QueryValue>;
  /** JSON-serialised, except FormData which is sent as multipart. */
  body?: unknown;
  /** Parses the answer; without one the answer is ignored (204 and friends). */
  schema?: S;
  signal?: AbortSignal;
  timeouts?: Timeouts;
  /** Overrides the retry policy's count for this call. */
  retries?: number;
  credentials?: RequestCredentials;
  /** Send the bearer token (default: true for the Shop API only). */
  auth?: boolean;
  /** Message when the error body says nothing usable (default 'Une erreur est survenue'). */
  fallbackMessage?: string;
  /** Turns a schema failure into a specific error (e.g. missing authentication data). */
  onInvalidResponse?: (error: z.core.$ZodError, status: number) => ApiError | undefined;
};

type Result<S> = S extends z.ZodMiniType
  ? z.output<S>
  : S extends () => Promise<infer T extends z.ZodMiniType>
    ? z.output<T>
    : undefined;

export async function request<S extends SchemaRef | undefined = undefined>(
  config: ClientConfig,
  options: RequestOptions<S>,
): Promise<Result<S>> {
  const url = buildUrl(config, options);
  const token = (options.auth ?? options.api === 'shop') ? config.getToken?.() : undefined;
  const init = buildInit(options, token ?? undefined);
  const retries = options.retries ?? RETRY_POLICY.retries[options.method];
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts, ...options.timeouts };
  const fetchImpl = config.fetch ?? globalThis.fetch;

  for (let attempt = 0; ; attempt++) {
    let exchange: Exchange;
    try {
      exchange = await send(fetchImpl, url, init, timeouts, options.signal);
    } catch (error) {
      if (error instanceof ApiError && attempt < retries && !options.signal?.aborted) {
        await sleep(config.retryDelayMs ?? 250);
        continue;
      }
      throw error;
    }
    const { response, text } = exchange;
    if (response.ok) return parseBody(text, response.status, options, config.validate ?? true);
    if (attempt < retries && (RETRY_POLICY.statuses as readonly number[]).includes(response.status)) {
      await sleep(retryDelay(response, config.retryDelayMs ?? 250));
      continue;
    }
    const error = ApiError.fromResponse(
      response.status,
      readJson(text) ?? text,
      options.fallbackMessage ?? errorMessages.generic,
    );
    if (response.status === 401 && token) config.onUnauthorized?.(error);
    throw error;
  }
}

/** `{base}{path}?{query}`; Shop API calls get `channelCode` and `locale`, the others `locale`. */
export function buildUrl(
  config: ClientConfig,
  options: Pick<RequestOptions<undefined>, 'api' | 'path' | 'query' | 'url'>,
): string {
  const base = options.url ?? `${config.baseUrl ?? ''}${config.bases?.[options.api] ?? API_BASES[options.api]}`;
  const params = new URLSearchParams();
  if (options.api === 'shop') {
    params.set('channelCode', config.channelCode);
    params.set('locale', config.localeCode);
  } else if (options.api !== 'images' && options.api !== 'build') {
    params.set('locale', config.locale);
  }
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.set(name, String(value));
  }
  const search = params.toString();
  const target = options.url === undefined ? `${base}${options.path}` : base;
  return search ? `${target}${target.includes('?') ? '&' : '?'}${search}` : target;
}

type Exchange = { response: Response; text: string };

function buildInit(options: RequestOptions<SchemaRef | undefined>, token: string | undefined): RequestInit {
  const jsonLd = options.api === 'shop';
  const headers: Record<string, string> = { Accept: jsonLd ? 'application/ld+json' : 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] =
      options.method === 'PATCH' ? 'application/merge-patch+json' : jsonLd ? 'application/ld+json' : 'application/json';
  }
  const init: RequestInit = { method: options.method, headers };
  if (body !== undefined) init.body = body;
  if (options.credentials) init.credentials = options.credentials;
  return init;
}

/** One attempt, under the two timeouts; any failure without an answer becomes an ApiError with status 0. */
async function send(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeouts: Required<Timeouts>,
  signal: AbortSignal | undefined,
): Promise<Exchange> {
  const controller = new AbortController();
  let timedOut: 'connect' | 'response' | null = null;
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  let timer = setTimeout(() => ((timedOut = 'connect'), controller.abort()), timeouts.connectMs);
  try {
    const response = await raceAbort(fetchImpl(url, { ...init, signal: controller.signal }), controller.signal);
    clearTimeout(timer);
    timer = setTimeout(() => ((timedOut = 'response'), controller.abort()), timeouts.responseMs);
    const text = await raceAbort(response.text(), controller.signal);
    return { response, text };
  } catch (error) {
    if (timedOut === 'connect') throw timeoutError(errorMessages.connectionTimeout, error);
    if (timedOut === 'response') throw timeoutError(errorMessages.socketTimeout, error);
    // The caller's own abort is not a failure to report: let it through for query libraries to recognise.
    if (signal?.aborted) throw signal.reason ?? error;
    const message = error instanceof Error && error.message ? error.message : errorMessages.networkFailed;
    throw new ApiError({ status: 0, message, code: 'network', cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function parseBody<S extends SchemaRef | undefined>(
  text: string,
  status: number,
  options: RequestOptions<S>,
  validate: boolean,
): Promise<Result<S>> {
  if (!options.schema) return undefined as Result<S>;
  const json = text === '' ? undefined : readJson(text);
  if (text !== '' && json === undefined) {
    throw new ApiError({ status, message: 'Invalid JSON in the response', code: 'invalid_response', body: text });
  }
  if (!validate) return json as Result<S>;
  const ref: SchemaRef = options.schema;
  const schema = typeof ref === 'function' ? await ref() : ref;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data as Result<S>;
  const specific = options.onInvalidResponse?.(parsed.error, status);
  if (specific) throw specific;
  throw new ApiError({
    status,
    message: 'Unexpected response from the server',
    code: 'invalid_response',
    body: json,
    cause: parsed.error,
  });
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function timeoutError(message: string, cause: unknown): ApiError {
  return new ApiError({ status: 0, message, code: 'timeout', cause });
}

/** Some fetch implementations (and fakes) ignore the signal: the race makes the timeout hold anyway. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

function retryDelay(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 5000) : fallbackMs;
}

function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
