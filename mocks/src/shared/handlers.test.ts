// Shared answers parse with the contract: image hosting, build checks, and the API's error bodies
// (400, 401, 404, 422) whichever domain answers them.
import { latestBuildSchema } from '@gamelle/contract/shared/build';
import { createGamelleClient } from '@gamelle/contract/shared/client';
import { apiErrorBodySchema, constraintViolationListSchema, hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { imageAuthResponseSchema, imageUploadResponseSchema } from '@gamelle/contract/shared/images';
import { featureCalls } from '@gamelle/contract/shared/features';
import { channelFeaturesSchema } from '@gamelle/contract/shared/features-schema';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../scenarios.ts';
import { call, origin } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { server } = setupMockServer();

describe('answers parse with the contract', () => {
  it('image upload through the contract client, and build checks', async () => {
    const api = createGamelleClient({ baseUrl: origin, channelCode: 'gamelle_fr', localeCode: 'fr_FR', locale: 'fr' });
    const uploaded = await api.images.upload({
      file: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      fileName: 'rex.svg',
      authenticationEndpoint: `${origin}/api/images/auth`,
      uploadEndpoint: `${origin}/api/images/upload`,
      publicKey: 'public_mock',
    });
    imageUploadResponseSchema.parse(uploaded);
    imageAuthResponseSchema.parse((await call('/auth', { api: 'images' })).body);
    const drawing = await fetch(`${origin}/api/images/products/chat-sec-chaton.svg?w=200`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(await drawing.text()).toContain('>Croquettes Chaton<');
    latestBuildSchema.parse(await api.build.latest());
  });

  it('error bodies: 400, 401, 404 and 422', async () => {
    const notJson = await fetch(`${origin}/api/v2/shop/orders?locale=fr_FR`, { method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(400);
    hydraErrorSchema.parse(await notJson.json());
    const unauthorized = await call('/shop/addresses');
    expect(unauthorized.status).toBe(401);
    apiErrorBodySchema.parse(unauthorized.body);
    const missing = await call('/shop/orders/nope');
    expect(hydraErrorSchema.parse(missing.body)['hydra:description']).toBe('Cart not found');
    const invalid = await call('/shop/customers', { method: 'POST', body: { email: 'x' } });
    expect(invalid.status).toBe(422);
    expect(constraintViolationListSchema.parse(invalid.body).violations.map((v) => v.propertyPath)).toContain('email');
  });
});

describe('feature flags', () => {
  it('every feature on by default, some off in a scenario, 404 for a channel the shop does not have', async () => {
    const api = createGamelleClient({ baseUrl: origin, channelCode: 'gamelle_nl', localeCode: 'nl_BE', locale: 'nl' });
    const flags = await featureCalls(api.config).get();
    expect(channelFeaturesSchema.parse(flags).channel).toBe('gamelle_nl');
    expect(Object.values(flags.features).every(Boolean)).toBe(true);
    server.use(...scenarios.featuresOff('referral', 'kibbleGuide'));
    const off = channelFeaturesSchema.parse((await call('/shop/channels/gamelle_fr/features')).body).features;
    expect(off).toMatchObject({ referral: false, kibbleGuide: false, animals: true });
    const unknown = await call('/shop/channels/gamelle_lu/features');
    expect(unknown.status).toBe(404);
  });
});
