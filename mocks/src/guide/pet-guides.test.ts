// The pet guides' mocks answer as the server: the contract's shapes, the owner only, the checks of spec §8 with
// their FR/NL messages, the pet's age on the state's clock (2026-12-01 in tests).
import {
  biNutritionChoicesSchema,
  biNutritionMenuSchema,
  petRecommendationSchema,
  recommendationRefusalTexts,
} from '@gamelle/contract/guide/pet-guide';
import { animalCollectionSchema, animalSchema } from '@gamelle/contract/pet/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

async function praline(token: string) {
  const list = animalCollectionSchema.parse((await call('/shop/animals', { token })).body);
  return list['hydra:member'][0]!;
}

describe('pet guides', () => {
  it('recommends dry foods for the demo customer’s adult cat, best first, with a ration, a pack and a frequency', async () => {
    const { token } = await login();
    const cat = await praline(token);
    const reco = petRecommendationSchema.parse((await call(`/shop/animals/${cat.id}/recommendations`, { token })).body);
    expect(reco.eligible).toBe(true);
    expect(reco.products[0]).toMatchObject({ main: true });
    expect(reco.products.every((p) => p.gramsPerDay! > 0 && p.variant !== null)).toBe(true);
    expect(reco.products[0]!.subscriptionInterval).toBeGreaterThanOrEqual(21);
    expect((await call(`/shop/animals/${cat.id}/recommendations`)).status).toBe(401);
    expect((await call('/shop/animals/999999/recommendations', { token })).status).toBe(404);
  });

  it('offers the cat’s stage first and makes a menu with its duration; a kitten with adult food is refused, FR and NL', async () => {
    const { token } = await login();
    const cat = await praline(token);
    const choices = biNutritionChoicesSchema.parse(
      (await call(`/shop/animals/${cat.id}/bi-nutrition-recipes`, { token })).body,
    );
    expect(choices.maxRecipes).toBe(3);
    expect(choices.recipes[0]).not.toBe('CHAT-HUMIDE-CHATON');
    const body = { recipes: ['CHAT-HUMIDE-POULET'], mealFrequency: 'every_day', kibble: 'CHAT-SEC-ADULTE-POULET' };
    const menu = biNutritionMenuSchema.parse(
      (await call(`/shop/animals/${cat.id}/bi-nutrition-menu`, { method: 'POST', token, body })).body,
    );
    expect(menu).toMatchObject({ eligible: true, wetDaysPerWeek: 7 });
    expect(menu.durationDays).toBeGreaterThan(0);

    const kitten = animalSchema.parse(
      (
        await call('/shop/animals', {
          method: 'POST',
          token,
          body: {
            type: 'cat',
            gender: 'male',
            name: 'Filou',
            breed: 'europeen',
            years: 0,
            months: 4,
            sterilized: false,
            weight: 2,
            condition: 'good',
            activity: 'high',
            feature: 'none',
            feeds: ['dry'],
            kibbleBrand: 'Gamelle',
          },
        })
      ).body,
    );
    for (const locale of ['fr_FR', 'nl_BE'] as const) {
      const refused = biNutritionMenuSchema.parse(
        (await call(`/shop/animals/${kitten.id}/bi-nutrition-menu`, { method: 'POST', token, body, locale })).body,
      );
      expect(refused.eligible).toBe(false);
      expect(refused.refusals).toContain('kitten_with_adult_food');
      expect(refused.messages).toContain(
        recommendationRefusalTexts.kitten_with_adult_food[locale === 'nl_BE' ? 'nl' : 'fr'],
      );
    }
    const tooMany = await call(`/shop/animals/${cat.id}/bi-nutrition-menu`, {
      method: 'POST',
      token,
      body: { ...body, recipes: ['A', 'B', 'C', 'D'] },
    });
    expect(tooMany.status).toBe(422);
    constraintViolationListSchema.parse(tooMany.body);
  });
});
