import { channelFeaturesSchema } from '@gamelle/contract/shared/features-schema';
import { SHOP_FEATURES } from '@gamelle/contract/shared/features';
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';

// The test server runs with FEATURES_OFF=gamelle_nl:referral (global-setup.ts).
describe('GET /shop/channels/{code}/features', () => {
  it('names every feature guard of spec §2, on unless the operator switched it off', async () => {
    const fr = await call('GET', '/channels/gamelle_fr/features');
    expect(fr.status).toBe(200);
    const flags = channelFeaturesSchema.parse(fr.body);
    expect(flags['@id']).toBe('/api/v2/shop/channels/gamelle_fr/features');
    expect(flags.channel).toBe('gamelle_fr');
    expect(Object.keys(flags.features).sort()).toEqual([...SHOP_FEATURES].sort());
    expect(Object.values(flags.features).every(Boolean)).toBe(true);
    expect(fr.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('serves each channel its own flags', async () => {
    const nl = channelFeaturesSchema.parse((await call('GET', '/channels/gamelle_nl/features?locale=nl_BE')).body);
    expect(nl.features.referral).toBe(false);
    expect(nl.features.animals).toBe(true);
    const be = channelFeaturesSchema.parse((await call('GET', '/channels/gamelle_be/features')).body);
    expect(be.features.referral).toBe(true);
  });

  it('answers 404 for a channel it does not have, never a 500', async () => {
    const unknown = await call('GET', '/channels/gamelle_lu/features');
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('Channel not found');
    expect((await call('GET', `/channels/${encodeURIComponent('%zz')}/features`)).status).toBe(404);
  });
});
