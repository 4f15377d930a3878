import { animalCollectionSchema, animalSchema } from '@gamelle/contract/pet/schema';
import { describe, expect, it } from 'vitest';
import { call, newCustomer } from './helpers.ts';

const cat = {
  type: '/api/v2/shop/animal-types/2',
  gender: '/api/v2/shop/animal-genders/2',
  name: 'Minou',
  breed: 'europeen',
  birthday: '2022-04-10',
  sterilized: true,
  weight: 4.2,
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry', 'wet'],
  kibbleBrand: 'Gamelle',
};
const dog = { ...cat, type: 'dog', gender: 'male', name: 'Rex', breed: 'labrador', weight: '32,5', feeds: ['dry'] };

describe('pets', () => {
  it('creates, lists, reads, updates and deletes a pet', async () => {
    const me = await newCustomer();
    const created = await call('POST', '/animals', { token: me.token, body: cat });
    expect(created.status).toBe(201);
    const animal = animalSchema.parse(created.body);
    expect(animal).toMatchObject({
      type: '/api/v2/shop/animal-types/2',
      gender: '/api/v2/shop/animal-genders/2',
      petType: 'cat',
      petGender: 'female',
      name: 'Minou',
      breedName: 'Européen',
      crossbreed: false,
      birthday: '2022-04-10',
      weight: 4.2,
      sterilized: true,
      feeds: ['dry', 'wet'],
      photo: null,
      customer: me.iri,
    });
    expect(animal.ageInMonths).toBeGreaterThanOrEqual(12);

    const second = await call('POST', '/animals?locale=nl', { token: me.token, body: dog });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ petType: 'dog', weight: 32.5, breedName: 'Labrador retriever' });

    const list = animalCollectionSchema.parse((await call('GET', '/animals', { token: me.token })).body);
    expect(list['hydra:member'].map((a) => a.name)).toEqual(['Minou', 'Rex']);

    const updated = await call('PUT', animal['@id'], {
      token: me.token,
      body: { ...cat, name: 'Minette', breed: 'crossbreed', birthday: '', years: 2, months: 3 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Minette', crossbreed: true, birthday: null, years: 2, months: 3 });
    expect(updated.body.ageInMonths).toBe(27);
    expect((await call('GET', animal['@id'], { token: me.token })).body.name).toBe('Minette');

    expect((await call('DELETE', animal['@id'], { token: me.token })).status).toBe(204);
    expect((await call('GET', animal['@id'], { token: me.token })).status).toBe(404);
    expect((await call('GET', '/animals', { token: me.token })).body['hydra:totalItems']).toBe(1);
  });

  it("never lets one customer read, change or delete another's pet", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const created = await call('POST', '/animals', { token: owner.token, body: cat });
    const iri = created.body['@id'] as string;
    expect((await call('GET', iri, { token: other.token })).status).toBe(404);
    expect((await call('PUT', iri, { token: other.token, body: { ...cat, name: 'Volé' } })).status).toBe(404);
    expect((await call('DELETE', iri, { token: other.token })).status).toBe(404);
    expect((await call('GET', '/animals', { token: other.token })).body['hydra:totalItems']).toBe(0);
    const still = await call('GET', iri, { token: owner.token });
    expect(still.status).toBe(200);
    expect(still.body.name).toBe('Minou');
    // Without a token, nothing.
    expect((await call('GET', '/animals')).status).toBe(401);
    expect((await call('GET', iri)).status).toBe(401);
    expect((await call('POST', '/animals', { body: cat })).status).toBe(401);
    // Ids that cannot exist are 404s, never 500s.
    for (const id of ['0', 'abc', '99999999999', '-1'])
      expect((await call('GET', `/animals/${id}`, { token: owner.token })).status).toBe(404);
  });

  it('applies every rule of the pet form (spec §5), in French and Dutch', async () => {
    const me = await newCustomer();
    const empty = await call('POST', '/animals', { token: me.token, body: {} });
    expect(empty.status).toBe(422);
    const paths = empty.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort();
    expect(paths).toEqual(
      [
        'type',
        'gender',
        'name',
        'breed',
        'birthday',
        'sterilized',
        'weight',
        'condition',
        'activity',
        'feature',
        'feeds',
        'kibbleBrand',
      ].sort(),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weight: 0 }, 'weight', 'number_too_small'],
      [{ weight: -1 }, 'weight', 'number_too_small'],
      [{ weight: 13 }, 'weight', 'weight_cat_range'],
      [{ type: 'dog', weight: 100 }, 'weight', 'number_too_big'],
      [{ feeds: [] }, 'feeds', 'array_too_short'],
      [{ feeds: ['caviar'] }, 'feeds[0]', 'invalid'],
      [{ kibbleBrand: '' }, 'kibbleBrand', 'required'],
      [{ birthday: '1969-12-31' }, 'birthday', 'date_too_early'],
      [{ birthday: '2022-02-30' }, 'birthday', 'invalid'],
      [{ birthday: '', years: -1 }, 'years', 'number_too_small_inclusive'],
      [{ birthday: '', months: 1.5 }, 'months', 'invalid'],
      [{ birthday: '', years: '', months: '' }, 'birthday', 'required'],
      [{ condition: 'round' }, 'condition', 'required'],
      [{ breed: 'labrador' }, 'breed', 'invalid'],
      [{ activity: 'frantic' }, 'activity', 'invalid'],
      [{ feature: 'hiccups' }, 'feature', 'invalid'],
      [{ type: '/api/v2/shop/animal-types/3' }, 'type', 'required'],
      [{ name: 'Minou 🐱' }, 'name', 'emoji'],
      [{ photo: 'not-mine' }, 'photo', 'unknown_photo'],
    ];
    for (const [change, path, code] of cases) {
      const res = await call('POST', '/animals', { token: me.token, body: { ...cat, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.violations, JSON.stringify(change)).toEqual(
        expect.arrayContaining([expect.objectContaining({ propertyPath: path, code })]),
      );
    }
    const fr = await call('POST', '/animals', { token: me.token, body: { ...cat, weight: 13 } });
    expect(fr.body.violations[0].message).toBe('Le poids doit être compris entre 1 et 13 kg.');
    const nl = await call('POST', '/animals?locale=nl', { token: me.token, body: { ...cat, weight: 13 } });
    expect(nl.body.violations[0].message).toBe('Het gewicht moet tussen 1 en 13 kg liggen.');
    const noAge = await call('POST', '/animals?locale=nl', { token: me.token, body: { ...cat, birthday: '' } });
    expect(noAge.body.violations[0].message).toMatch(/leeftijd/);
    // None of them was stored.
    expect((await call('GET', '/animals', { token: me.token })).body['hydra:totalItems']).toBe(0);
  });

  it("refuses a birthday after the shop's today (its clock, not the test's)", async () => {
    const me = await newCustomer();
    const res = await call('POST', '/animals', { token: me.token, body: { ...cat, birthday: '2999-01-01' } });
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'birthday', code: 'date_too_late' });
  });

  it('answers the animal types, genders and the breed search with its crossbreed entry', async () => {
    const dogType = await call('GET', '/api/v2/shop/animal-types/1');
    expect(dogType.body).toMatchObject({ '@id': '/api/v2/shop/animal-types/1', code: 'dog', name: 'Chien' });
    expect((await call('GET', '/api/v2/shop/animal-types/2?locale=nl')).body).toMatchObject({
      code: 'cat',
      name: 'Kat',
    });
    expect((await call('GET', '/api/v2/shop/animal-genders/2')).body).toMatchObject({ code: 'female' });
    expect((await call('GET', '/api/v2/shop/animal-types/3')).status).toBe(404);

    const found = await call('GET', '/animal-breeds?type=dog&q=berger');
    expect(found.status).toBe(200);
    expect(found.body['hydra:member'][0]).toEqual({ id: 'crossbreed', label: 'Croisé ou sans race', crossbreed: true });
    expect(found.body['hydra:member'].map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining(['berger-allemand', 'berger-australien']),
    );
    expect(found.body['hydra:member'].map((b: { id: string }) => b.id)).not.toContain('labrador');
    const nl = await call('GET', '/animal-breeds?type=cat&q=birma&locale=nl');
    expect(nl.body['hydra:member'].map((b: { label: string }) => b.label)).toEqual([
      'Kruising of geen ras',
      'Heilige Birmaan',
    ]);
    expect((await call('GET', '/animal-breeds?type=hamster')).status).toBe(422);
  });
});
