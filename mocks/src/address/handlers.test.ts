// The address book keeps state: an added address shows up in the list and can become the favourite, the form's
// rules refuse what the server refuses, and another customer's addresses are 404s.
import { addressCollectionSchema, addressSchema } from '@gamelle/contract/address/schema';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

const address = {
  alias: 'Bureau',
  firstName: 'Camille',
  lastName: 'Martin',
  countryCode: 'LU',
  street: 'Grand-Rue 25',
  postcode: '1661',
  city: 'Luxembourg',
  phoneNumber: '+352621123456',
};

const belgian = {
  firstName: 'Jan',
  lastName: 'Peeters',
  countryCode: 'BE',
  street: 'Veldstraat 30',
  postcode: '9000',
  city: 'Gent',
  phoneNumber: '+32470987654',
};

describe('addresses', () => {
  it('lists the two seeded addresses, the first one the favourite', async () => {
    const { token } = await login();
    const list = addressCollectionSchema.parse((await call('/shop/addresses', { token })).body);
    expect(list['hydra:totalItems']).toBe(2);
    expect(list['hydra:member'].map((a) => [a.city, a.isDefault])).toEqual([
      ['Lyon', true],
      ['Liège', false],
    ]);
  });

  it('adds an address that then shows in the list, and makes it the favourite when asked', async () => {
    const { token, customer } = await login();
    const created = addressSchema.parse(
      (await call('/shop/addresses', { method: 'POST', token, body: { ...address, isDefault: true } })).body,
    );
    expect(created).toMatchObject({ city: 'Luxembourg', isDefault: true });
    const list = addressCollectionSchema.parse((await call('/shop/addresses', { token })).body);
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member'].filter((a) => a.isDefault).map((a) => a.id)).toEqual([created.id]);
    const me = customerSchema.parse((await call(`/shop/customers/${customer.split('/').at(-1)}`, { token })).body);
    expect(me.defaultAddress).toBe(created['@id']);
  });

  it('refuses an address the form refuses, with the per-country postcode code', async () => {
    const { token } = await login();
    const answer = await call('/shop/addresses', {
      method: 'POST',
      token,
      body: { ...address, postcode: '75001', city: 'P' },
    });
    const codes = constraintViolationListSchema.parse(answer.body).violations.map((v) => `${v.propertyPath}:${v.code}`);
    expect(codes).toEqual(expect.arrayContaining(['postcode:postcode_lu', 'city:too_short']));
  });

  it('edits, chooses the favourite through the customer, and deletes', async () => {
    const { token, customer } = await login();
    const id = customer.split('/').at(-1);
    await call(`/shop/customers/${id}`, { method: 'PUT', token, body: { defaultAddress: '/api/v2/shop/addresses/2' } });
    const list = addressCollectionSchema.parse((await call('/shop/addresses', { token })).body);
    expect(list['hydra:member'].find((a) => a.isDefault)?.id).toBe(2);
    const edited = await call('/shop/addresses/2', {
      method: 'PUT',
      token,
      body: { ...address, countryCode: 'BE', postcode: '4020', city: 'Liège' },
    });
    expect(addressSchema.parse(edited.body)).toMatchObject({ postcode: '4020', isDefault: true });
    expect((await call('/shop/addresses/2', { method: 'DELETE', token })).status).toBe(204);
    expect((await call('/shop/addresses/2', { token })).status).toBe(404);
    const me = customerSchema.parse((await call(`/shop/customers/${id}`, { token })).body);
    expect(me.defaultAddress).toBeNull();
  });

  it("hides another customer's addresses", async () => {
    await call('/shop/customers', {
      method: 'POST',
      body: { email: 'x@example.com', password: 'secret5', firstName: 'X', lastName: 'X', botToken: 'b' },
    });
    const other = await login('x@example.com', 'secret5');
    expect(
      addressCollectionSchema.parse((await call('/shop/addresses', { token: other.token })).body)['hydra:totalItems'],
    ).toBe(0);
    expect((await call('/shop/addresses/1', { token: other.token })).status).toBe(404);
    expect((await call('/shop/addresses/1', { method: 'DELETE', token: other.token })).status).toBe(404);
  });
});

describe('answers parse with the contract', () => {
  it('address calls', async () => {
    const { token } = await login();
    addressCollectionSchema.parse((await call('/shop/addresses', { token })).body);
    const created = addressSchema.parse((await call('/shop/addresses', { method: 'POST', token, body: belgian })).body);
    addressSchema.parse((await call(`/shop/addresses/${created.id}`, { token })).body);
    addressSchema.parse(
      (await call(`/shop/addresses/${created.id}`, { method: 'PUT', token, body: { ...belgian, city: 'Gand' } })).body,
    );
    expect((await call(`/shop/addresses/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
  });
});
