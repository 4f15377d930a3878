import { randomUUID } from 'node:crypto';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { describe, expect, it } from 'vitest';
import { call, demo, expiredAccessToken, freshAddress, newCustomer } from './helpers.ts';

const login = (body: unknown, address = freshAddress()) =>
  call('POST', '/authentication-token', { body, headers: { 'x-forwarded-for': address } });

describe('customer lookup and registration', () => {
  it('says whether an e-mail has an account', async () => {
    expect((await call('POST', '/customer/lookup', { body: { email: demo.email } })).body).toMatchObject({
      exists: true,
      hasPassword: true,
    });
    const unknown = await call('POST', '/customer/lookup', { body: { email: `${randomUUID()}@example.fr` } });
    expect(unknown.body).toMatchObject({ exists: false, hasPassword: false });
    const invalid = await call('POST', '/customer/lookup', { body: { email: 'pas-un-email' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations[0]).toMatchObject({ propertyPath: 'email', code: 'invalid_email' });
  });

  it('registers a customer who can then log in; the same e-mail twice is refused', async () => {
    const email = `Inscrit-${randomUUID()}@Example.fr`;
    const res = await call('POST', '/customers', {
      headers: { 'x-forwarded-for': freshAddress() },
      body: {
        email,
        password: 'secret-1',
        firstName: 'Jan',
        lastName: 'Peeters',
        localeCode: 'nl_BE',
        subscribedToNewsletter: true,
      },
    });
    expect(res.status).toBe(201);
    const again = await call('POST', '/customers', {
      headers: { 'x-forwarded-for': freshAddress() },
      body: { email: email.toLowerCase(), password: 'secret-1', firstName: 'Jan', lastName: 'Peeters' },
    });
    expect(again.status).toBe(422);
    expect(again.body.violations[0]).toMatchObject({ propertyPath: 'email', code: 'email_already_used' });
    const session = await login({ email, password: 'secret-1' });
    expect(session.status).toBe(200);
    const me = await call('GET', session.body.customer, { token: session.body.token });
    expect(customerSchema.parse(me.body)).toMatchObject({
      communicationLanguage: 'nl',
      subscribedToNewsletter: true,
      newCustomer: true,
    });
  });

  it('reports every invalid registration field at once', async () => {
    const res = await call('POST', '/customers', {
      body: { email: 'x', password: '123', firstName: '', lastName: 'a'.repeat(256) },
    });
    expect(res.status).toBe(422);
    expect(res.body['@type']).toBe('ConstraintViolationList');
    const byPath = Object.fromEntries(
      res.body.violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    );
    expect(byPath).toMatchObject({ email: 'invalid_email', password: 'too_short', lastName: 'too_long' });
    expect(byPath.firstName).toBeDefined();
  });

  it('refuses what the registration form refuses (the same contract schema): a birthday to come', async () => {
    const res = await call('POST', '/customers', {
      headers: { 'x-forwarded-for': freshAddress() },
      body: {
        email: `futur-${Date.now()}@example.com`,
        password: 'Gamelle-test-2026',
        firstName: 'Léa',
        lastName: 'Martin',
        birthday: '2999-01-01',
      },
    });
    expect(res.status).toBe(422);
    const byPath = Object.fromEntries(
      res.body.violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    );
    expect(byPath).toEqual({ birthday: 'date_too_late' });
  });
});

describe('authentication', () => {
  it('logs in with credentials: token with exp and username, refresh token, customer, user and cart', async () => {
    const res = await login(demo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customer: expect.stringMatching(/^\/api\/v2\/shop\/customers\/\d+$/),
      user: { username: demo.email },
    });
    const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(payload.username).toBe(demo.email);
    expect(payload.exp * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.cart).toEqual(expect.any(String));
    expect(
      (await call('GET', `/orders/${res.body.cart}`, { token: res.body.token })).body.items.length,
    ).toBeGreaterThan(0);
  });

  it('answers a wrong password or an unknown e-mail with the same 401', async () => {
    const wrong = await login({ email: demo.email, password: 'not-the-password' });
    const unknown = await login({ email: `${randomUUID()}@example.fr`, password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('throttles failed logins per e-mail, whatever the address', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: customer.email, password: 'wrong-pass' })).status).toBe(401);
    const blocked = await login({ email: customer.email, password: customer.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles failed logins per address, whatever the e-mail', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) await login({ email: `${randomUUID()}@example.fr`, password: 'wrong-pass' }, address);
    expect((await login(demo, address)).status).toBe(429);
    expect((await login(demo)).status).toBe(200);
  });

  it('rotates refresh tokens: a spent one stops working, and so does its successor after a replay', async () => {
    const customer = await newCustomer();
    const first = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: customer.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    expect(first.body.refresh_token).not.toBe(customer.refreshToken);
    const replay = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: customer.refreshToken },
    });
    expect(replay.status).toBe(401);
    // The replay revoked the family: the token handed out before it is dead too.
    const next = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: first.body.refresh_token },
    });
    expect(next.status).toBe(401);
    expect((await call('POST', '/authentication-token/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(
      401,
    );
    expect((await call('POST', '/authentication-token/refresh', { body: {} })).status).toBe(422);
  });

  it('answers 401 for a missing, expired or forged token', async () => {
    const customer = await newCustomer();
    const missing = await call('GET', customer.iri);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 401, message: 'JWT Token not found' });
    const expired = await call('GET', customer.iri, { token: await expiredAccessToken(customer.id, customer.email) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Expired JWT Token');
    const forged = customer.token.slice(0, -4) + 'AAAA';
    expect((await call('GET', customer.iri, { token: forged })).status).toBe(401);
    expect((await call('GET', customer.iri, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

describe('customer resource', () => {
  it('reads and updates the profile, including the communication language', async () => {
    const customer = await newCustomer();
    const res = await call('PUT', customer.iri, {
      token: customer.token,
      body: {
        firstName: 'Marie',
        lastName: 'Curie',
        gender: 'f',
        birthday: '1990-02-03',
        communicationLanguage: 'nl',
        subscribedToNewsletter: true,
      },
    });
    expect(res.status).toBe(200);
    expect(customerSchema.parse(res.body)).toMatchObject({
      firstName: 'Marie',
      fullName: 'Marie Curie',
      gender: 'f',
      birthday: '1990-02-03',
      communicationLanguage: 'nl',
      subscribedToNewsletter: true,
    });
    const bad = await call('PUT', customer.iri, {
      token: customer.token,
      body: { communicationLanguage: 'de', birthday: 'hier' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'birthday',
      'communicationLanguage',
    ]);
  });

  it("refuses an e-mail that is someone else's", async () => {
    const customer = await newCustomer();
    const res = await call('PUT', customer.iri, { token: customer.token, body: { email: demo.email } });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].code).toBe('email_already_used');
  });

  it('changes the password after checking the current one, and ends other sessions', async () => {
    const customer = await newCustomer();
    const wrong = await call('PUT', `${customer.iri}/password`, {
      token: customer.token,
      body: { currentPassword: 'nope-nope', newPassword: 'nouveau-1', confirmNewPassword: 'nouveau-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations[0]).toMatchObject({ propertyPath: 'currentPassword', code: 'wrong_password' });
    const mismatch = await call('PUT', `${customer.iri}/password`, {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'nouveau-1', confirmNewPassword: 'nouveau-2' },
    });
    expect(mismatch.body.violations[0]).toMatchObject({
      propertyPath: 'confirmNewPassword',
      code: 'passwords_mismatch',
    });
    const ok = await call('PUT', `${customer.iri}/password`, {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'nouveau-1', confirmNewPassword: 'nouveau-1' },
    });
    expect(ok.status).toBe(204);
    expect((await login({ email: customer.email, password: customer.password })).status).toBe(401);
    expect((await login({ email: customer.email, password: 'nouveau-1' })).status).toBe(200);
    expect(
      (await call('POST', '/authentication-token/refresh', { body: { refresh_token: customer.refreshToken } })).status,
    ).toBe(401);
  });
});
