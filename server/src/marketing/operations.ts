// The tracker's calls for /api/docs (issue 18).
import {
  campaignReportBodySchema,
  trackingEventSchema,
  trackingResponseSchema,
} from '@gamelle/contract/marketing/tracking';
import type { Operation } from '../shared/docs/operations.ts';

export const trackingOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/tracking/',
    tag: 'Tracking',
    summary:
      'Track an event (init, page_view, view_cart, view_item): answers the actions of the campaigns the visitor gets ' +
      '(top_header, popup, ad_product_offer, ad_push_category, page_view_done, abtest); sets the visitor cookie when ' +
      'missing. `locale`: fr, nl, fr-FR, fr-BE, nl-BE, fr-LU (400 otherwise)',
    body: trackingEventSchema,
    responses: { 200: trackingResponseSchema },
    query: ['locale'],
    invalidBodyStatus: 400,
  },
  {
    method: 'post',
    path: '/api/tracking/report/{campaign}',
    tag: 'Tracking',
    summary: 'Report a campaign the visitor was shown: counted once per visitor and campaign (404 for an unknown one)',
    body: campaignReportBodySchema,
    responses: { 204: null },
    query: ['locale'],
    invalidBodyStatus: 400,
  },
];
