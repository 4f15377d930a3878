// Tracking answers parse with the contract; the live campaigns follow the mocks' clock, not today's date.
import { knownTrackingActions, trackingResponseSchema } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { state } = setupMockServer();

describe('answers parse with the contract', () => {
  it('tracking events and campaign reports', async () => {
    const event = {
      event: 'page_view',
      platform_env: 'test',
      site_entity: 'store',
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: {},
      page_path: '/',
    };
    const answer = trackingResponseSchema.parse(
      (await call('/', { api: 'tracking', method: 'POST', body: event })).body,
    );
    expect(knownTrackingActions(answer).length).toBe(Object.keys(answer).length);
    expect(
      (await call('/report/newsletter-exit', { api: 'tracking', method: 'POST', body: { app_name: 'gamelle-fr' } }))
        .status,
    ).toBe(204);
    expect(state.reportedCampaigns).toEqual(['newsletter-exit']);
  });
});
