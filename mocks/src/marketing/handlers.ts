// Tracking of spec §7: an event answers the actions of the live campaigns of content/data/campaigns.json (on the
// state's clock, so a test or story does not depend on today's date); campaign reports are remembered in order.
import { trackingActionsFor } from '@gamelle/content/api';
import { campaignReportBodySchema, trackingEventSchema } from '@gamelle/contract/marketing/tracking';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { handle, languageOf, readBody } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';

export function marketingHandlers(state: MockState) {
  return [
    http.post(
      `*${API_BASES.tracking}/report/:campaign`,
      handle(async ({ request, params }) => {
        await readBody(request, campaignReportBodySchema, 'tracking');
        state.reportedCampaigns.push(String(params.campaign));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    ...[`*${API_BASES.tracking}/`, `*${API_BASES.tracking}`].map((path) =>
      http.post(
        path,
        handle(async ({ request }) => {
          const event = await readBody(request, trackingEventSchema, 'tracking');
          const today = state.now().toISOString().slice(0, 10);
          return HttpResponse.json(trackingActionsFor(event, languageOf(request), today));
        }),
      ),
    ),
  ];
}
