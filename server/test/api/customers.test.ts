import { randomUUID } from 'node:crypto';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { describe, expect, it } from 'vitest';
import {
  botToken,
  call,
  database,
  demo,
  expiredAccessToken,
  freshAddress,
  newCustomer,
  whileRowHeld,
} from './helpers.ts';

/** A password login with a valid bot-check token (the body may replace it). */
const login = async (body: object, address = freshAddress()) =>
  call('POST', '/authentication-token', {
    body: { botToken: await botToken('login'), ...body },
    headers: { 'x-forwarded-for': address },
  });

describe('customer lookup and registration', () => {
  it('throttles lookups per address and per e-mail (issue 21: no free enumeration)', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', '/customer/lookup', {
          body: { email: `${randomUUID()}@example.fr` },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(30);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const email = `${randomUUID()}@example.fr`;
    const perEmail = [];
    for (let i = 0; i < 11; i++)
      perEmail.push(
        (
          await call('POST', '/customer/lookup?locale=nl', {
            body: { email },
            headers: { 'x-forwarded-for': freshAddress() },
          })
        ).status,
      );
    expect(perEmail.filter((s) => s === 429)).toHaveLength(1);
    console.log(`lookup: throttled after 30 answers per address, 10 per e-mail`);
  });

  it('answers simultaneous registrations of one e-mail with one 201 and 422 email_already_used, never a 500', async () => {
    const email = `race-${randomUUID()}@example.fr`;
    const registerToken = await botToken('register');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/customers', {
          body: { email, password: 'croquettes-42', firstName: 'Léa', lastName: 'Dubois', botToken: registerToken },
          headers: { 'x-forwarded-for': freshAddress() },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 422))
      expect(answer.body.violations[0].code).toBe('email_already_used');
  });

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
        botToken: await botToken('register'),
      },
    });
    expect(res.status).toBe(201);
    const again = await call('POST', '/customers', {
      headers: { 'x-forwarded-for': freshAddress() },
      body: {
        email: email.toLowerCase(),
        password: 'secret-1',
        firstName: 'Jan',
        lastName: 'Peeters',
        botToken: await botToken('register'),
      },
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
        botToken: await botToken('register'),
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
    expect(payload.exp * 1000).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(payload.exp * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);
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

  it('throttles failed logins per (e-mail, address) with growing delays; the owner elsewhere still gets in', async () => {
    const customer = await newCustomer();
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: customer.email, password: 'wrong-pass' }, attacker)).status).toBe(401);
    const blocked = await login({ email: customer.email, password: customer.password }, attacker);
    expect(blocked.status).toBe(429);
    // A delay of seconds, not a 15-minute lock.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect((await login({ email: customer.email, password: customer.password })).status).toBe(200);
  });

  it('counts each attempt before hashing: of 100 simultaneous wrong passwords, only the limit is checked (issue 21)', async () => {
    const customer = await newCustomer();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ email: customer.email, password: `wrong-${i}` }, address)),
    );
    const statuses = answers.map((a) => a.status);
    // Every status and how many, in each failure's message: a CI run on Postgres once had 87 refusals and a few
    // answers that were neither 401 nor 429 (2026-11-27); the next one says which.
    const seen = JSON.stringify(
      statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}),
    );
    // 5 reached the password check, plus one per delay that ran out while the burst was still arriving (1 s, then
    // 2 s more…); the rest were refused before any hashing.
    expect(statuses.filter((s) => s === 401).length, seen).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length, seen).toBeLessThanOrEqual(7);
    expect(statuses.filter((s) => s === 429).length, seen).toBeGreaterThanOrEqual(93);
    console.log(`100 simultaneous guesses: ${statuses.filter((s) => s !== 429).length} checked`);
  });

  it("takes a login's throttle rows in one order, whatever their place in the table: a burst never deadlocks", async () => {
    // A CI run on PostgreSQL answered a few 500s among a burst's 429s: « deadlock detected ». Each login locked its
    // three counters in the table's physical order, which an update can change mid-burst. Here the pair's row is
    // placed before the address's; a session holds the address's row. The login must wait for it holding none of
    // its other rows, so the pair's row stays free (the old order had locked it first).
    const customer = await newCustomer();
    const address = freshAddress();
    const email = customer.email.trim().toLowerCase();
    const [addressKey, emailKey, pairKey] = [`login:a:${address}`, `login:e:${email}`, `login:p:${email}|${address}`];
    const db = database();
    try {
      for (const key of [pairKey, emailKey, addressKey])
        await db.kysely
          .insertInto('login_throttle')
          .values({ key, failures: 0, window_started_at: new Date().toISOString(), last_attempt_at: null })
          .onConflict((oc) => oc.column('key').doUpdateSet({ failures: 0 }))
          .execute();
      const { pending, otherFree } = await whileRowHeld(
        db,
        { table: 'login_throttle', column: 'key', value: addressKey },
        () => login({ email: customer.email, password: 'wrong-0' }, address),
        { table: 'login_throttle', column: 'key', value: pairKey },
      );
      const pairFree = db.dialect === 'postgres' ? true : null;
      expect(otherFree, 'the pair row was locked while the login waited for the address row').toBe(pairFree);
      expect((await pending).status).toBe(401);
      const rows = await db.kysely
        .selectFrom('login_throttle')
        .select(['key', 'failures'])
        .where('key', 'in', [pairKey, emailKey, addressKey])
        .orderBy('key')
        .execute();
      expect(rows).toEqual([
        { key: addressKey, failures: 1 },
        { key: emailKey, failures: 1 },
        { key: pairKey, failures: 1 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('throttles wrong current passwords of a password change', async () => {
    const customer = await newCustomer();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call('PUT', `${customer.iri}/password`, {
            token: customer.token,
            body: { currentPassword: `wrong-${i}-x`, newPassword: 'nouveau-1', confirmNewPassword: 'nouveau-1' },
          })
        ).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('issues access tokens of at most 15 minutes, revoked at once by a password change', async () => {
    const customer = await newCustomer();
    const [, payload] = customer.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    const other = await login({ email: customer.email, password: customer.password });
    expect((await call('GET', customer.iri, { token: other.body.token })).status).toBe(200);
    await call('PUT', `${customer.iri}/password`, {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'nouveau-1', confirmNewPassword: 'nouveau-1' },
    });
    expect((await call('GET', customer.iri, { token: other.body.token })).status).toBe(401);
    expect((await call('GET', customer.iri, { token: customer.token })).status).toBe(401);
  });

  it('revokes access tokens at once when a spent refresh token is replayed', async () => {
    const customer = await newCustomer();
    const refreshed = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: customer.refreshToken },
    });
    expect((await call('GET', customer.iri, { token: refreshed.body.token })).status).toBe(200);
    await call('POST', '/authentication-token/refresh', { body: { refresh_token: customer.refreshToken } });
    expect((await call('GET', customer.iri, { token: refreshed.body.token })).status).toBe(401);
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
