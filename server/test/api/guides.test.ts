import { productBySku } from '@gamelle/content';
import { biNutritionMenuSchema, petRecommendationSchema } from '@gamelle/contract/guide';
import { describe, expect, it } from 'vitest';
import { call, newCustomer } from './helpers.ts';

// The test server's clock says 2026-12-01 (global-setup.ts): ages below are counted on that day.
const adultCat = {
  type: 'cat',
  gender: 'female',
  name: 'Minou',
  breed: 'europeen',
  birthday: '2021-03-01',
  sterilized: true,
  weight: 4,
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry', 'wet'],
  kibbleBrand: 'Gamelle',
};
const adultDog = {
  ...adultCat,
  type: 'dog',
  gender: 'male',
  name: 'Rex',
  breed: 'labrador',
  weight: 30,
  sterilized: false,
};

async function petOf(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '/animals', { token, body });
  expect(res.status).toBe(201);
  return res.body['@id'];
}

describe('kibble guide per pet', () => {
  it('recommends dry dog food with the FEDIAF ration (110 kcal × BW^0.75) and a subscription frequency', async () => {
    const me = await newCustomer();
    const rex = await petOf(me.token, adultDog);
    const res = await call('GET', `${rex}/recommendations`, { token: me.token });
    expect(res.status).toBe(200);
    const reco = petRecommendationSchema.parse(res.body);
    expect(reco).toMatchObject({ animal: rex, eligible: true, refusals: [], messages: [] });
    expect(reco.energyKcalPerDay).toBe(Math.round(110 * 30 ** 0.75));
    expect(reco.products[0]!.main).toBe(true);
    for (const product of reco.products) {
      const food = productBySku(product.sku)!;
      expect(food.filters).toMatchObject({ animal: 'dog', food_type: 'dry', life_stage: 'adult' });
      const grams = Math.round((((110 * 30 ** 0.75) / food.metabolizable_energy_kcal_per_kg) * 1000) / 5) * 5;
      expect(product.gramsPerDay).toBe(grams);
      const pack = food.variants.find((v) => v.code === product.variant)!;
      expect(product.daysPerPack).toBe(Math.floor(pack.weight_grams / grams));
      if (product.subscriptionInterval !== null)
        expect(product.subscriptionInterval).toBeLessThanOrEqual(product.daysPerPack!);
    }
    // A large dog gets large-breed food first.
    expect(productBySku(reco.products[0]!.sku)!.filters.breed_size).toMatch(/large|all/);
  });

  it('gives a puppy puppy food with its growth energy, and a kitten kitten food', async () => {
    const me = await newCustomer();
    const puppy = await petOf(me.token, { ...adultDog, birthday: '', years: 0, months: 3, weight: 8 });
    const reco = (await call('GET', `${puppy}/recommendations`, { token: me.token })).body;
    expect(reco.energyKcalPerDay).toBe(Math.round(210 * 8 ** 0.75));
    expect(productBySku(reco.products[0].sku)!.filters.life_stage).toBe('puppy');
    const kitten = await petOf(me.token, { ...adultCat, birthday: '2026-08-01', weight: 2 });
    const kittenReco = (await call('GET', `${kitten}/recommendations`, { token: me.token })).body;
    expect(productBySku(kittenReco.products[0].sku)!.filters.life_stage).toBe('kitten');
    // 4 months old: p = 0.45 of the adult weight, NRC/FEDIAF growth equation.
    expect(kittenReco.energyKcalPerDay).toBe(Math.round(100 * 2 ** 0.67 * 6.7 * (Math.exp(-0.189 * 0.45) - 0.66)));
  });

  it('refuses a pet with a pathology (vet) and never answers for another customer', async () => {
    const me = await newCustomer();
    const ill = await petOf(me.token, { ...adultDog, feature: 'kidney' });
    const res = await call('GET', `${ill}/recommendations?locale=nl`, { token: me.token });
    expect(res.body).toMatchObject({ eligible: false, refusals: ['pathology_needs_vet'], products: [] });
    expect(res.body.messages[0]).toMatch(/dierenarts/);
    const other = await newCustomer();
    expect((await call('GET', `${ill}/recommendations`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `${ill}/bi-nutrition-recipes`, { token: other.token })).status).toBe(404);
    expect(
      (
        await call('POST', `${ill}/bi-nutrition-menu`, {
          token: other.token,
          body: { recipes: ['X'], mealFrequency: 'every_day' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', `${ill}/recommendations`)).status).toBe(401);
  });
});

describe('bi-nutrition menu (cats)', () => {
  it('offers kibbles and wet recipes, the pet stage first, with a maximum count', async () => {
    const me = await newCustomer();
    const minou = await petOf(me.token, adultCat);
    const res = await call('GET', `${minou}/bi-nutrition-recipes`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.maxRecipes).toBe(3);
    expect(productBySku(res.body.recipes[0])!.filters).toMatchObject({ food_type: 'wet', life_stage: 'adult' });
    expect(res.body.recipes).toContain('CHAT-HUMIDE-CHATON');
    expect(productBySku(res.body.suggestedKibble)!.filters).toMatchObject({ animal: 'cat', food_type: 'dry' });
  });

  it('splits the ration between kibble and wet food, every day or 3 times a week, with the duration', async () => {
    const me = await newCustomer();
    const minou = await petOf(me.token, adultCat);
    const body = { recipes: ['CHAT-HUMIDE-POULET', 'CHAT-HUMIDE-STERILISE'], kibble: 'CHAT-SEC-STERILISE-POULET' };
    const daily = biNutritionMenuSchema.parse(
      (
        await call('POST', `${minou}/bi-nutrition-menu`, {
          token: me.token,
          body: { ...body, mealFrequency: 'every_day' },
        })
      ).body,
    );
    const energy = 75 * 4 ** 0.67; // indoor or neutered adult cat
    expect(daily).toMatchObject({ eligible: true, wetDaysPerWeek: 7, energyKcalPerDay: Math.round(energy) });
    // Half the energy from each on a wet day.
    expect(daily.kibble!.gramsOnWetDays).toBe(Math.round(((energy / 2 / 3410) * 1000) / 5) * 5);
    expect(daily.recipes[0]!.gramsPerWetDay).toBe(Math.round(((energy / 2 / 880) * 1000) / 5) * 5);
    expect(daily.recipes.map((r) => r.wetDaysPerWeek)).toEqual([3.5, 3.5]);
    expect(daily.durationDays).toBe(Math.min(daily.kibble!.daysPerPack!, ...daily.recipes.map((r) => r.daysPerPack!)));
    expect(daily.subscriptionInterval).not.toBeNull();
    expect(daily.subscriptionInterval!).toBeLessThanOrEqual(daily.durationDays!);

    const weekly = biNutritionMenuSchema.parse(
      (
        await call('POST', `${minou}/bi-nutrition-menu`, {
          token: me.token,
          body: { ...body, mealFrequency: 'three_times_a_week' },
        })
      ).body,
    );
    expect(weekly.wetDaysPerWeek).toBe(3);
    expect(weekly.kibble!.gramsOnDryDays).toBeGreaterThan(weekly.kibble!.gramsOnWetDays);
    // Wet food served less often lasts longer.
    expect(weekly.recipes[0]!.daysPerPack!).toBeGreaterThan(daily.recipes[0]!.daysPerPack!);
  });

  it('answers every pet check of spec §8 with its message', async () => {
    const me = await newCustomer();
    const minou = await petOf(me.token, adultCat);
    const kitten = await petOf(me.token, { ...adultCat, birthday: '2026-07-01', weight: 2 });
    const rex = await petOf(me.token, adultDog);
    const round = await petOf(me.token, { ...adultCat, condition: 'large_belly' });
    const ill = await petOf(me.token, { ...adultCat, feature: 'urinary' });
    const menu = (pet: string, body: Record<string, unknown>, locale = 'fr') =>
      call('POST', `${pet}/bi-nutrition-menu?locale=${locale}`, {
        token: me.token,
        body: { mealFrequency: 'every_day', recipes: ['CHAT-HUMIDE-POULET'], ...body },
      });
    const cases: [string, Record<string, unknown>, string][] = [
      [minou, { kibble: 'CHIEN-SEC-ADULTE-MR' }, 'dog_kibble_for_cat_menu'],
      [rex, {}, 'dog_pet_type'],
      [round, {}, 'overweight'],
      [ill, {}, 'pathology_needs_vet'],
      [kitten, {}, 'kitten_with_adult_food'],
      [minou, { recipes: ['CHAT-HUMIDE-CHATON'] }, 'adult_cat_with_kitten_food'],
      [minou, { recipes: ['NO-SUCH-RECIPE'] }, 'not_eligible'],
      [minou, { kibble: 'CHAT-HUMIDE-THON-SC' }, 'not_eligible'],
    ];
    for (const [pet, body, refusal] of cases) {
      const res = await menu(pet, body);
      expect(res.status, refusal).toBe(200);
      expect(res.body.eligible, refusal).toBe(false);
      expect(res.body.refusals, refusal).toContain(refusal);
      expect(res.body.messages.length, refusal).toBe(res.body.refusals.length);
      expect(res.body.kibble, refusal).toBeNull();
    }
    expect((await menu(minou, { recipes: ['NO-SUCH-RECIPE'] })).body.messages).toEqual([
      'Service actuellement indisponible.',
    ]);
    expect((await menu(kitten, {}, 'nl')).body.messages[0]).toMatch(/kitten/);
    // Fixing the kitten's food clears its check.
    const fixed = await menu(kitten, { recipes: ['CHAT-HUMIDE-CHATON'], kibble: 'CHAT-SEC-CHATON' });
    expect(fixed.body).toMatchObject({ eligible: true, refusals: [] });
    // The recipe choice's own rules (spec §5): at least one, at most the maximum, a known frequency.
    const four = ['CHAT-HUMIDE-POULET', 'CHAT-HUMIDE-STERILISE', 'CHAT-HUMIDE-SENIOR', 'CHAT-HUMIDE-THON-SC'];
    const tooMany = await menu(minou, { recipes: four });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.violations[0]).toMatchObject({ propertyPath: 'recipes', code: 'array_too_long' });
    expect((await menu(minou, { recipes: [] })).body.violations[0].code).toBe('array_too_short');
    expect((await menu(minou, { mealFrequency: 'weekly' })).body.violations[0]).toMatchObject({
      propertyPath: 'mealFrequency',
      code: 'required',
    });
  });
});
