// Tracking of spec §7, answered as the server does (issue 18): the campaigns of content/data/campaigns.json the
// visitor gets, through the same targeting (@gamelle/contract/marketing/targeting) and mapping
// (@gamelle/content/api), on the state's clock so a test or story never depends on today's date. A mock state plays
// one visitor: its last `user_data` is remembered and each campaign report is counted once, as the server does.
import { campaignIds, trackingActionsFor } from '@gamelle/content/api';
import { isTrackingLocale, visitorContext } from '@gamelle/contract/marketing/targeting';
import {
  CAMPAIGN_ID_PATTERN,
  campaignReportBodySchema,
  trackingEventSchema,
} from '@gamelle/contract/marketing/tracking';
import { constraintViolationList } from '@gamelle/contract/shared/errors';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { badRequest, handle, languageOf, MockProblem, notFound } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';

/** The id the one visitor of a mock state is known by (A/B segments are drawn from it). */
export const MOCK_VISITOR_ID = '00000000-0000-4000-8000-000000000001';

export function marketingHandlers(state: MockState) {
  return [
    http.post(
      `*${API_BASES.tracking}/report/:campaign`,
      handle(async ({ request, params }) => {
        const campaign = String(params.campaign);
        if (!CAMPAIGN_ID_PATTERN.test(campaign) || !campaignIds().has(campaign))
          throw notFound(`Unknown campaign: ${campaign.slice(0, 64)}`);
        await trackingBody(request, campaignReportBodySchema);
        if (!state.reportedCampaigns.includes(campaign)) state.reportedCampaigns.push(campaign);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    ...[`*${API_BASES.tracking}/`, `*${API_BASES.tracking}`].map((path) =>
      http.post(
        path,
        handle(async ({ request }) => {
          const locale = new URL(request.url).searchParams.get('locale');
          if (locale !== null && !isTrackingLocale(locale))
            throw badRequest(
              `Unknown locale "${locale.slice(0, 32)}": expected fr or nl, optionally with a country (fr-FR, fr-BE, nl-BE, fr-LU).`,
            );
          const event = await trackingBody(request, trackingEventSchema);
          const visitor = visitorContext(event, locale, state.trackingVisitor);
          if (event.user_data)
            state.trackingVisitor = {
              clientType: event.user_data.client_type,
              connectionState: event.user_data.connection_state,
            };
          return HttpResponse.json(trackingActionsFor(event, visitor, state.now(), MOCK_VISITOR_ID));
        }),
      ),
    ),
  ];
}

/** The body as the server's tracker reads it: 400 when not a JSON object, and 400 listing the wrong fields. */
async function trackingBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = JSON.parse(await request.text());
  } catch {
    throw badRequest('Syntax error: the request body is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw badRequest('The request body must be a JSON object.');
  const parsed = await z.safeParseAsync(schema, data);
  if (!parsed.success)
    throw new MockProblem(
      HttpResponse.json(
        constraintViolationList(violationsFromZodError(parsed.error, 'tracking', languageOf(request))),
        { status: 400 },
      ),
    );
  return parsed.data;
}
