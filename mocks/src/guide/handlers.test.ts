// Guide answers parse with the contract: the ration calculator and the pet guide's recommendation.
import { rationResponseSchema, recommendationResponseSchema } from '@gamelle/contract/guide/rations';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

describe('answers parse with the contract', () => {
  it('rations and recommendations; a bad ration query is a 422', async () => {
    rationResponseSchema.parse(
      (
        await call('/b2c-rations/getReco', {
          api: 'content',
          query: { ref: 'CHIEN-SEC-CHIOT-MR', weight: 8, month: 5 },
        })
      ).body,
    );
    const reco = await call('/b2c-recommendation/getReco', {
      api: 'content',
      method: 'POST',
      query: { list: 'true' },
      body: {
        animal: { type: 'cat', ageInMonths: 40, weight: 4, sterilized: true, condition: 'good', activity: 'low' },
      },
    });
    expect(recommendationResponseSchema.parse(reco.body).products[0]?.main).toBe(true);
    const bad = await call('/b2c-rations/getReco', { api: 'content', query: { ref: 'CHIEN-SEC-CHIOT-MR' } });
    expect(bad.status).toBe(422);
    constraintViolationListSchema.parse(bad.body);
  });
});
