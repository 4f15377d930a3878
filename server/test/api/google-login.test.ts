import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, demo, localToken } from './helpers.ts';

const googleLogin = (googleToken: string, botToken: string) =>
  call('POST', '/authentication-token', { body: { googleToken, botToken } });

describe('Google login with a bot check (local test issuer)', () => {
  it('creates a customer for a new Google identity, then finds it again', async () => {
    const email = `google-${randomUUID()}@gmail.com`;
    const identity = { sub: randomUUID(), email, email_verified: true, given_name: 'Sam', family_name: 'Lefèvre' };
    const bot = await localToken('bot-check', { action: 'login' });
    const first = await googleLogin(await localToken('google', identity), bot);
    expect(first.status).toBe(200);
    expect(first.body.user.username).toBe(email);
    const second = await googleLogin(
      await localToken('google', identity),
      await localToken('bot-check', { action: 'login' }),
    );
    expect(second.body.customer).toBe(first.body.customer);
    const me = await call('GET', first.body.customer, { token: first.body.token });
    expect(me.body).toMatchObject({ firstName: 'Sam', lastName: 'Lefèvre', user: { verified: true } });
    const lookup = await call('POST', '/customer/lookup', { body: { email } });
    expect(lookup.body).toMatchObject({ exists: true, hasPassword: false });
  });

  it('links a verified Google e-mail to the existing account', async () => {
    const res = await googleLogin(
      await localToken('google', { sub: randomUUID(), email: demo.email, email_verified: true }),
      await localToken('bot-check', { action: 'login' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(demo.email);
  });

  it('refuses an unverified Google e-mail that matches an existing account', async () => {
    const res = await googleLogin(
      await localToken('google', { sub: randomUUID(), email: demo.email, email_verified: false }),
      await localToken('bot-check', { action: 'login' }),
    );
    expect(res.status).toBe(401);
  });

  it('refuses a failed bot check, a bot token for another action, and a forged identity', async () => {
    const identity = await localToken('google', {
      sub: randomUUID(),
      email: `x-${randomUUID()}@gmail.com`,
      email_verified: true,
    });
    const failed = await googleLogin(identity, 'not-a-token');
    expect(failed.status).toBe(422);
    expect(failed.body.violations[0]).toMatchObject({ propertyPath: 'botToken', code: 'invalid_bot_check' });
    expect((await googleLogin(identity, await localToken('bot-check', { action: 'register' }))).status).toBe(422);
    // Signed as a bot-check token, not as an identity token: wrong audience.
    const forged = await localToken('bot-check', { sub: 'x', email: 'x@gmail.com' });
    expect((await googleLogin(forged, await localToken('bot-check', { action: 'login' }))).status).toBe(401);
  });
});
