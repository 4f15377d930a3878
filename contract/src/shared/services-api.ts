// Search, tracking, image upload and build-check calls of spec §7.
import { ApiError } from './api-error.ts';
import {
  imageAuthResponseSchema,
  imageUploadOptionsError,
  imageUploadResponseSchema,
  IMAGE_AUTH_TIMEOUT,
  IMAGE_UPLOAD_ERRORS,
  type ImageUploadErrorCode,
  type ImageUploadOptions,
  type ImageUploadResponse,
} from './images.ts';
import { buildPaths, trackingPaths } from './paths.ts';
import { latestBuildSchema, routePayloadSchema, type LatestBuild } from './build.ts';
import {
  knownTrackingActions,
  trackingResponseSchema,
  type TrackingAction,
  type TrackingEvent,
} from '../marketing/tracking.ts';
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from './http.ts';

export { searchCalls, type SearchOptions } from '../search/api.ts';

export function trackingCalls(config: ClientConfig) {
  return {
    /** POST {tracking}/ with credentials; resolves to the known actions of the answer. */
    track: async (event: TrackingEvent, options: CallOptions = {}): Promise<TrackingAction[]> => {
      const answer = await request(config, {
        ...options,
        api: 'tracking',
        method: 'POST',
        path: trackingPaths.event(),
        body: event,
        credentials: 'include',
        schema: trackingResponseSchema,
      });
      return knownTrackingActions(answer);
    },
    /** POST {tracking}/report/{campaign}; the caller reports each campaign once. */
    report: (campaign: string, appName: string, options: CallOptions = {}): Promise<void> =>
      request(config, {
        ...options,
        api: 'tracking',
        method: 'POST',
        path: trackingPaths.report(campaign),
        body: { app_name: appName },
        credentials: 'include',
      }),
  };
}

/** An upload failure: `code` is one of `IMAGE_UPLOAD_ERRORS`, the message its French text. */
export function imageUploadError(code: ImageUploadErrorCode, status = 0, cause?: unknown): ApiError {
  return new ApiError({ status, code, message: IMAGE_UPLOAD_ERRORS[code].fr, cause });
}

export function imageCalls(config: ClientConfig) {
  return {
    /** Authenticates (60 s timeout), then posts the file as multipart with the signature. */
    upload: async (options: ImageUploadOptions, call: CallOptions = {}): Promise<ImageUploadResponse> => {
      const problem = imageUploadOptionsError(options);
      if (problem) throw imageUploadError(problem);
      const auth = await fetchAuthentication(
        config.fetch ?? globalThis.fetch,
        options.authenticationEndpoint,
        call.signal,
        ownEndpoint(config, options.authenticationEndpoint) ? (config.getToken?.() ?? undefined) : undefined,
      );
      const credentials = imageAuthResponseSchema.safeParse(auth);
      if (!credentials.success) throw imageUploadError('invalid_authentication_response', 0, credentials.error);
      const form = new FormData();
      form.set('file', options.file);
      form.set('fileName', options.fileName);
      form.set('publicKey', options.publicKey);
      form.set('signature', credentials.data.signature);
      form.set('expire', String(credentials.data.expire));
      form.set('token', credentials.data.token);
      if (options.tags) form.set('tags', options.tags.join(','));
      if (options.responseFields) form.set('responseFields', options.responseFields.join(','));
      if (options.extensions) form.set('extensions', JSON.stringify(options.extensions));
      if (options.customMetadata) form.set('customMetadata', JSON.stringify(options.customMetadata));
      try {
        return await request(config, {
          ...call,
          api: 'images',
          method: 'POST',
          path: '',
          url: options.uploadEndpoint,
          auth: false,
          body: form,
          schema: imageUploadResponseSchema,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) throw imageUploadError('network_failure', 0, error);
        throw error;
      }
    },
  };
}

export function buildCalls(config: ClientConfig) {
  return {
    /** GET the latest build file, with a timestamp query so no cache answers. */
    latest: (now: number = Date.now(), options: CallOptions = {}): Promise<LatestBuild> =>
      request(config, {
        ...options,
        api: 'build',
        method: 'GET',
        path: buildPaths.latest(),
        query: { t: now },
        schema: latestBuildSchema,
        retries: 0,
      }),
    /** GET the data file of a route, to preload it before navigation. */
    payload: (routePath: string, options: CallOptions = {}): Promise<Record<string, unknown>> =>
      request(config, {
        ...options,
        api: 'build',
        method: 'GET',
        path: buildPaths.payload(routePath),
        schema: routePayloadSchema,
      }),
  };
}

/**
 * The shop's own authentication endpoint (a path of this origin, or under the client's base URL) is where the
 * signature is asked for on the customer's behalf: only there does the bearer go (a browser's session proxy adds it
 * instead, and its client has no token).
 */
function ownEndpoint(config: ClientConfig, endpoint: string): boolean {
  if (endpoint.startsWith('/') && !endpoint.startsWith('//')) return true;
  return !!config.baseUrl && endpoint.startsWith(`${config.baseUrl.replace(/\/$/, '')}/`);
}

/** GET the upload signature within 60 s; a timeout, a network failure and a non-2xx each get their code. */
async function fetchAuthentication(
  fetchImpl: typeof fetch,
  endpoint: string,
  signal?: AbortSignal,
  token?: string,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), controller.abort()), IMAGE_AUTH_TIMEOUT);
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  try {
    const response = await Promise.race([
      fetchImpl(endpoint, {
        method: 'GET',
        headers: token
          ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
          : { Accept: 'application/json' },
        signal: controller.signal,
      }),
      aborted,
    ]);
    if (!response.ok) throw imageUploadError('invalid_authentication_response', response.status);
    return await Promise.race([response.json() as Promise<unknown>, aborted]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw imageUploadError('authentication_timeout', 0, error);
    if (signal?.aborted) throw signal.reason ?? error;
    if (error instanceof SyntaxError) throw imageUploadError('invalid_authentication_response', 0, error);
    throw imageUploadError('network_failure', 0, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}
