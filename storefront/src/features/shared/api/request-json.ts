import { apiFetch } from './api-fetch.ts';
import { ApiError, serverMessage } from './api-error.ts';

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | undefined;
  query?: Record<string, string | number | undefined | readonly (string | number)[]>;
  signal?: AbortSignal | undefined;
}

/**
 * One JSON call to the API: query string, bearer token when there is one, merge-patch for PATCH (spec §7),
 * and an ApiError carrying the server's message for any non-2xx answer. 204 gives `undefined`.
 */
export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/ld+json, application/json' };
  if (request.body !== undefined) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await apiFetch(`${path}${queryString(request.query)}`, {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(body) ?? response.statusText ?? 'Error', body);
  }
  return body as T;
}

export function queryString(query: JsonRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
