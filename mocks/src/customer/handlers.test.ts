// Accounts keep state: a registered customer can log in, a refresh token works once, a profile and a password
// change, a reset password works once, and another customer's resources are 404s.
import {
  authenticationResponseSchema,
  customerLookupResponseSchema,
  customerSchema,
  refreshTokenResponseSchema,
} from '@gamelle/contract/customer/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { state } = setupMockServer();

describe('accounts', () => {
  it('mints bot-check tokens as the local issuer does, and refuses a login or registration without one', async () => {
    const minted = await call('/dev/local-issuer/bot-token', { method: 'POST', body: { action: 'register' } });
    expect(minted).toEqual({ status: 200, body: { token: 'mock-bot-check.register' } });
    const registration = { email: 'robot@example.com', password: 'secret5', firstName: 'R', lastName: 'Obot' };
    const refused = await call('/shop/customers', { method: 'POST', body: registration, locale: 'nl_BE' });
    expect(constraintViolationListSchema.parse(refused.body).violations).toEqual([
      expect.objectContaining({
        propertyPath: 'botToken',
        code: 'invalid_bot_check',
        message: expect.stringMatching(/robots/),
      }),
    ]);
    const login = await call('/shop/authentication-token', {
      method: 'POST',
      body: { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026', botToken: '' },
    });
    expect(constraintViolationListSchema.parse(login.body).violations[0]).toMatchObject({ code: 'invalid_bot_check' });
  });

  it('looks up an e-mail, registers it, then logs in with it', async () => {
    const lookup = (email: string) => call('/shop/customer/lookup', { method: 'POST', body: { email } });
    expect((await lookup('Demo@Gamelle.fr')).body).toMatchObject({ exists: true, hasPassword: true });
    expect((await lookup('nouveau@example.com')).body).toMatchObject({ exists: false });
    const body = {
      email: 'nouveau@example.com',
      password: 'secret5',
      firstName: 'Noé',
      lastName: 'Roux',
      botToken: 'b',
    };
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
      body: { email: 'demo@gamelle.fr', password: 'nope', botToken: 'b' },
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

describe('answers parse with the contract', () => {
  it('customer and authentication calls', async () => {
    customerLookupResponseSchema.parse(
      (await call('/shop/customer/lookup', { method: 'POST', body: { email: 'demo@gamelle.fr' } })).body,
    );
    const registered = await call('/shop/customers', {
      method: 'POST',
      body: { email: 'new@example.com', password: 'secret5', firstName: 'Léa', lastName: 'Petit', botToken: 'b' },
    });
    expect(registered.status).toBe(201);
    const auth = authenticationResponseSchema.parse(
      (
        await call('/shop/authentication-token', {
          method: 'POST',
          body: { email: 'new@example.com', password: 'secret5', botToken: 'b' },
        })
      ).body,
    );
    const google = await call('/shop/authentication-token', {
      method: 'POST',
      body: { googleToken: 'g', botToken: 'b' },
    });
    authenticationResponseSchema.parse(google.body);
    refreshTokenResponseSchema.parse(
      (
        await call('/shop/authentication-token/refresh', {
          method: 'POST',
          body: { refresh_token: auth.refresh_token },
        })
      ).body,
    );
    const id = auth.customer.split('/').at(-1);
    customerSchema.parse((await call(`/shop/customers/${id}`, { token: auth.token })).body);
    customerSchema.parse(
      (await call(`/shop/customers/${id}`, { method: 'PUT', token: auth.token, body: { firstName: 'Léna' } })).body,
    );
    const password = await call(`/shop/customers/${id}/password`, {
      method: 'PUT',
      token: auth.token,
      body: { currentPassword: 'secret5', newPassword: 'secret6', confirmNewPassword: 'secret6' },
    });
    expect(password.status).toBe(204);
    expect(
      (await call('/shop/reset-password-requests', { method: 'POST', body: { email: 'new@example.com' } })).status,
    ).toBe(202);
    const [resetToken] = [...state.resetTokens.keys()];
    const reset = await call(`/shop/reset-password-requests/${resetToken}`, {
      method: 'PATCH',
      body: { newPassword: 'secret7', confirmNewPassword: 'secret7' },
    });
    expect(reset.status).toBe(202);
  });
});
