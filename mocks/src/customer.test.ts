// Accounts and addresses keep state: a registered customer can log in, a refresh token works once, an added
// address shows up in the list and can become the favourite, and another customer's resources are 404s.
import { addressCollectionSchema, addressSchema } from '@gamelle/contract/address/schema';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../test/api.ts';
import { createMockServer } from './node.ts';
import { resetMockState } from './index.ts';

const { server, state } = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMockState(state));
afterAll(() => server.close());

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

describe('accounts', () => {
  it('looks up an e-mail, registers it, then logs in with it', async () => {
    const lookup = (email: string) => call('/shop/customer/lookup', { method: 'POST', body: { email } });
    expect((await lookup('Demo@Gamelle.fr')).body).toMatchObject({ exists: true, hasPassword: true });
    expect((await lookup('nouveau@example.com')).body).toMatchObject({ exists: false });
    const body = { email: 'nouveau@example.com', password: 'secret5', firstName: 'Noé', lastName: 'Roux' };
    expect((await call('/shop/customers', { method: 'POST', body, locale: 'nl_BE' })).status).toBe(201);
    expect((await lookup('nouveau@example.com')).body).toMatchObject({ exists: true });
    const again = await call('/shop/customers', { method: 'POST', body });
    expect(constraintViolationListSchema.parse(again.body).violations[0]).toMatchObject({
      propertyPath: 'email',
      code: 'email_already_used',
    });
    const session = await login('nouveau@example.com', 'secret5');
    const me = customerSchema.parse(
      (await call(`/shop/customers/${session.customer.split('/').at(-1)}`, { token: session.token })).body,
    );
    expect(me).toMatchObject({
      fullName: 'Noé Roux',
      newCustomer: true,
      communicationLanguage: 'nl',
      defaultAddress: null,
    });
    expect(me.emailHashed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password with 401, and answers a token whose payload the client can read', async () => {
    const wrong = await call('/shop/authentication-token', {
      method: 'POST',
      body: { email: 'demo@gamelle.fr', password: 'nope' },
    });
    expect(wrong).toEqual({ status: 401, body: { code: 401, message: 'Invalid credentials.' } });
    const { token } = await login();
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      username: string;
    };
    expect(payload.username).toBe('demo@gamelle.fr');
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('rotates refresh tokens: each works once', async () => {
    const { refresh_token } = await login();
    const refresh = () => call('/shop/authentication-token/refresh', { method: 'POST', body: { refresh_token } });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
  });

  it('updates the profile and the password; the old password and refresh tokens stop working', async () => {
    const { token, customer, refresh_token } = await login();
    const id = customer.split('/').at(-1);
    const updated = await call(`/shop/customers/${id}`, {
      method: 'PUT',
      token,
      body: { lastName: 'Durand', communicationLanguage: 'nl' },
    });
    expect(customerSchema.parse(updated.body)).toMatchObject({
      fullName: 'Camille Durand',
      communicationLanguage: 'nl',
    });
    const mismatch = await call(`/shop/customers/${id}/password`, {
      method: 'PUT',
      token,
      body: { currentPassword: 'Gamelle-demo-2026', newPassword: 'abcdef', confirmNewPassword: 'abcdeg' },
    });
    expect(constraintViolationListSchema.parse(mismatch.body).violations[0]?.propertyPath).toBe('confirmNewPassword');
    await call(`/shop/customers/${id}/password`, {
      method: 'PUT',
      token,
      body: { currentPassword: 'Gamelle-demo-2026', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
    });
    await expect(login()).rejects.toThrow(/401/);
    expect((await call('/shop/authentication-token/refresh', { method: 'POST', body: { refresh_token } })).status).toBe(
      401,
    );
    expect((await login('demo@gamelle.fr', 'abcdef')).token).toBeTruthy();
  });

  it('resets a forgotten password with the e-mailed token, once', async () => {
    await call('/shop/reset-password-requests', { method: 'POST', body: { email: 'demo@gamelle.fr' } });
    expect(
      (await call('/shop/reset-password-requests', { method: 'POST', body: { email: 'nobody@example.com' } })).status,
    ).toBe(202);
    const [resetToken] = [...state.resetTokens.keys()];
    const body = { newPassword: 'reset-1', confirmNewPassword: 'reset-1' };
    expect((await call(`/shop/reset-password-requests/${resetToken}`, { method: 'PATCH', body })).status).toBe(202);
    expect((await call(`/shop/reset-password-requests/${resetToken}`, { method: 'PATCH', body })).status).toBe(404);
    expect((await login('demo@gamelle.fr', 'reset-1')).token).toBeTruthy();
  });

  it("answers 404 for another customer's resource and 401 without a token", async () => {
    const { token } = await login();
    expect((await call('/shop/customers/2', { token })).status).toBe(404);
    expect((await call('/shop/customers/1')).status).toBe(401);
    expect((await call('/shop/customers/1', { token: 'forged' })).status).toBe(401);
  });
});

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
      body: { email: 'x@example.com', password: 'secret5', firstName: 'X', lastName: 'X' },
    });
    const other = await login('x@example.com', 'secret5');
    expect(
      addressCollectionSchema.parse((await call('/shop/addresses', { token: other.token })).body)['hydra:totalItems'],
    ).toBe(0);
    expect((await call('/shop/addresses/1', { token: other.token })).status).toBe(404);
    expect((await call('/shop/addresses/1', { method: 'DELETE', token: other.token })).status).toBe(404);
  });
});
