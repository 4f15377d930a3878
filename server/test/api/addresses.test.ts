import { addressCollectionSchema, addressSchema } from '@gamelle/contract/address/schema';
import { describe, expect, it } from 'vitest';
import { call, newCustomer } from './helpers.ts';

const home = {
  alias: 'Maison',
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};

describe('addresses', () => {
  it('creates, lists, reads, updates and deletes an address', async () => {
    const me = await newCustomer();
    const created = await call('POST', '/addresses', { token: me.token, body: home });
    expect(created.status).toBe(201);
    const address = addressSchema.parse(created.body);
    // The first address becomes the favourite.
    expect(address).toMatchObject({ ...home, isDefault: true });

    const list = await call('GET', '/addresses', { token: me.token });
    expect(addressCollectionSchema.parse(list.body)['hydra:totalItems']).toBe(1);

    const updated = await call('PUT', address['@id'], {
      token: me.token,
      body: { ...home, city: 'Lyon', postcode: '69001' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Lyon', postcode: '69001' });
    expect((await call('GET', address['@id'], { token: me.token })).body.city).toBe('Lyon');

    expect((await call('DELETE', address['@id'], { token: me.token })).status).toBe(204);
    expect((await call('GET', address['@id'], { token: me.token })).status).toBe(404);
    const customer = await call('GET', me.iri, { token: me.token });
    expect(customer.body.defaultAddress).toBeNull();
  });

  it('sets the favourite address with a PUT on the customer', async () => {
    const me = await newCustomer();
    const first = await call('POST', '/addresses', { token: me.token, body: home });
    const second = await call('POST', '/addresses', {
      token: me.token,
      body: {
        ...home,
        alias: 'Bureau',
        countryCode: 'BE',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '+32470123456',
      },
    });
    expect(second.body.isDefault).toBe(false);
    const res = await call('PUT', me.iri, { token: me.token, body: { defaultAddress: second.body['@id'] } });
    expect(res.status).toBe(200);
    expect(res.body.defaultAddress).toBe(second.body['@id']);
    const list = await call('GET', '/addresses', { token: me.token });
    const flags = Object.fromEntries(
      list.body['hydra:member'].map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault]),
    );
    expect(flags).toEqual({ [first.body.id]: false, [second.body.id]: true });
  });

  it('checks the postcode per country, refused characters, lengths and the phone', async () => {
    const me = await newCustomer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ postcode: '7501' }, 'postcode', 'postcode_fr'],
      [{ countryCode: 'BE', postcode: '10000', phoneNumber: '+32470123456' }, 'postcode', 'postcode_be'],
      [{ countryCode: 'LU', postcode: 'L-1234' }, 'postcode', 'postcode_lu'],
      [{ firstName: 'Léa!' }, 'firstName', 'forbidden_characters'],
      [{ street: 'x'.repeat(39) }, 'street', 'too_long'],
      [{ city: 'P' }, 'city', 'too_short'],
      [{ phoneNumber: '12' }, 'phoneNumber', 'invalid_phone'],
      [{ countryCode: 'DE' }, 'countryCode', 'invalid'],
      [{ alias: 'Maison 🏠' }, 'alias', 'emoji'],
    ];
    for (const [change, path, code] of cases) {
      const res = await call('POST', '/addresses', { token: me.token, body: { ...home, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.violations, JSON.stringify(change)).toContainEqual(
        expect.objectContaining({ propertyPath: path, code }),
      );
    }
    const missing = await call('POST', '/addresses', { token: me.token, body: {} });
    const paths = missing.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'countryCode', 'street', 'postcode', 'city', 'phoneNumber']),
    );
  });

  it('requires a token', async () => {
    expect((await call('GET', '/addresses')).status).toBe(401);
    expect((await call('POST', '/addresses', { body: home })).status).toBe(401);
  });
});
