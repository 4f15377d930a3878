import { storeCollectionSchema, storeSchema } from '@gamelle/contract/service/stores';
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';

describe('stores', () => {
  it('lists every store with its hours, time zone and the server clock', async () => {
    const res = await call('GET', '/stores?locale=fr');
    expect(res.status).toBe(200);
    const list = storeCollectionSchema.parse(res.body);
    expect(list['hydra:totalItems']).toBe(12);
    expect(list.origin).toBe('none');
    // The API suite pins the clock (global-setup), and the answer says so.
    expect(list.now).toBe('2026-12-01T09:00:00.000Z');
    const liege = list['hydra:member'].find((s) => s.slug === 'liege')!;
    expect(liege).toMatchObject({ timeZone: 'Europe/Brussels', distanceKm: null });
    expect(liege.specialDays).toContainEqual({
      kind: 'closing',
      from: '2027-01-05',
      to: '2027-01-07',
      hours: [],
      label: 'Fermé pour inventaire',
    });
    expect(list['hydra:member'].find((s) => s.country === 'LU')?.timeZone).toBe('Europe/Luxembourg');
  });

  it('ranks stores from a postcode, a position, or filters by town (accents ignored), in Dutch too', async () => {
    const lyon = storeCollectionSchema.parse((await call('GET', '/stores?q=69003')).body);
    expect(lyon.origin).toBe('postcode');
    expect(lyon['hydra:member'][0]!.city).toBe('Lyon');
    expect(lyon['hydra:member'][0]!.distanceKm).toBeLessThan(5);
    const ghent = storeCollectionSchema.parse((await call('GET', '/stores?q=9050&locale=nl')).body);
    expect(ghent['hydra:member'][0]!.slug).toBe('gent');
    expect(ghent['hydra:member'][0]!.services[0]!.label).toBe('Trimsalon');
    const near = storeCollectionSchema.parse((await call('GET', '/stores?latitude=50.64&longitude=3.07')).body);
    expect(near.origin).toBe('position');
    expect(near['hydra:member'][0]!.city).toBe('Lille');
    const town = storeCollectionSchema.parse((await call('GET', '/stores?q=li%C3%A8GE')).body);
    expect(town['hydra:member'].map((s) => s.slug)).toEqual(['liege']);
    const none = storeCollectionSchema.parse((await call('GET', '/stores?q=Zanzibar')).body);
    expect(none['hydra:totalItems']).toBe(0);
  });

  it('answers one store, 404 for an unknown one, 422 for a position out of range', async () => {
    const one = await call('GET', '/stores/luxembourg?locale=nl');
    expect(one.status).toBe(200);
    expect(storeSchema.parse(one.body).specialDays[0]!.label).toMatch(/Gesloten/);
    expect((await call('GET', '/stores/atlantis')).status).toBe(404);
    expect((await call('GET', '/stores?latitude=200&longitude=1')).status).toBe(422);
  });
});
