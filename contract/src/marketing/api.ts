// The tracker's and the build check's calls (spec §7) as the shop's pages make them: shared/services-api.ts has the
// same calls with their schemas imported eagerly (for the server's and mocks' tests); these name them lazily (only
// loaded when the client validates), so every page can carry the tracker without zod.
import type { CallOptions } from '../cart/api.ts';
import type { LatestBuild } from '../shared/build.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import { buildPaths, trackingPaths } from '../shared/paths.ts';
import type { CampaignReportBody, TrackingEvent } from './tracking.ts';

const trackingSchemas = () => import('./tracking.ts');

export function trackerCalls(config: ClientConfig) {
  return {
    /**
     * POST {tracking}/?locale=… with credentials (the visitor cookie): the answer maps action names to payloads.
     * `locale` is the language with the visitor's country when known (`nl-BE`, `fr-LU`), else the language alone.
     */
    track: (event: TrackingEvent, locale: string, options: CallOptions = {}): Promise<Record<string, unknown>> =>
      request(config, {
        api: 'tracking',
        ...options,
        method: 'POST',
        path: trackingPaths.event(),
        query: { locale },
        body: event,
        credentials: 'include',
        schema: () => trackingSchemas().then((m) => m.trackingResponseSchema),
      }),
    /** POST {tracking}/report/{campaign}: the browser showed the campaign (204). */
    report: (campaign: string, body: CampaignReportBody, options: CallOptions = {}): Promise<void> =>
      request(config, {
        api: 'tracking',
        ...options,
        method: 'POST',
        path: trackingPaths.report(campaign),
        body,
        credentials: 'include',
      }),
  };
}

export function buildCheckCalls(config: ClientConfig) {
  return {
    /** GET /_build/latest.json?t={timestamp}: the deployed build (the timestamp defeats every cache on the way). */
    latest: (timestamp: number, options: CallOptions = {}): Promise<LatestBuild> =>
      request(config, {
        api: 'build',
        ...options,
        method: 'GET',
        path: buildPaths.latest(),
        query: { t: timestamp },
        retries: 0,
        schema: () => import('../shared/build.ts').then((m) => m.latestBuildSchema),
      }),
  };
}
