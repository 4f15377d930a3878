// Tracking answers parse with the contract and follow the same targeting as the server; the live campaigns follow
// the mocks' clock, not today's date.
import { knownTrackingActions, trackingResponseSchema } from '@gamelle/contract/marketing/tracking';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { state } = setupMockServer();

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
interface TrackAnswer {
  status: number;
  body: Record<string, { campaign?: string } | undefined> & {
    violations?: { propertyPath: string }[];
    'hydra:description'?: string;
  };
}
const track = async (body: object, locale = 'fr-FR') =>
  (await call('/', { api: 'tracking', method: 'POST', body, locale })) as TrackAnswer;

describe('answers parse with the contract', () => {
  it('tracking events and campaign reports, each report counted once', async () => {
    const answer = trackingResponseSchema.parse((await track(event)).body);
    expect(knownTrackingActions(answer).length).toBe(Object.keys(answer).length);
    const report = () =>
      call('/report/newsletter-exit', { api: 'tracking', method: 'POST', body: { app_name: 'gamelle-fr' } });
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(204);
    expect(state.reportedCampaigns).toEqual(['newsletter-exit']);
    const unknown = await call('/report/nope', { api: 'tracking', method: 'POST', body: { app_name: 'gamelle-fr' } });
    expect(unknown.status).toBe(404);
  });

  it('targets as the server does: the Belgian Dutch guests’ banner on nl-BE only, remembering the visitor', async () => {
    const nl = await track({ ...event, country_version: 'nl', app_name: 'gamelle-nl' }, 'nl-BE');
    expect(nl.body.top_header).toMatchObject({ campaign: 'bienvenue-be-nl' });
    expect((await track(event, 'fr-FR')).body.top_header?.campaign).not.toBe('bienvenue-be-nl');
    // A customer who logged in is no longer a guest on the next page view, which carries no user_data.
    const user_data = { client_type: 'Old client', connection_state: 'Connected' };
    await track({ ...event, event: 'init', user_data }, 'nl-BE');
    expect((await track(event, 'nl-BE')).body.top_header?.campaign).not.toBe('bienvenue-be-nl');
  });

  it('refuses a malformed event or locale with a 400 that says what is wrong', async () => {
    const bad = await track({ ...event, site_entity: 'shop', abtests: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.violations?.map((v) => v.propertyPath).sort()).toEqual(['abtests', 'site_entity']);
    const locale = await track(event, 'de-DE');
    expect(locale.status).toBe(400);
    expect(locale.body['hydra:description']).toContain('Unknown locale');
  });
});
