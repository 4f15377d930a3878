// Registration and password login need a valid bot-check token (issue 13), as Google login always did: a missing,
// foreign or wrong-action token is a 422 invalid_bot_check on `botToken` in the request's language, checked
// after the throttle's count and before the e-mail's account or the password is looked at.
import { randomUUID } from 'node:crypto';
import { customerErrorTexts } from '@gamelle/contract/customer/errors';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { localIssuer } from '../../src/customer/identity.ts';
import {
  type Reply,
  botToken,
  call,
  demo,
  freshAddress,
  localIssuerSecret,
  localToken,
  newCustomer,
} from './helpers.ts';

const registration = (over: Record<string, unknown> = {}) => ({
  email: `robot-${randomUUID()}@example.fr`,
  password: 'croquettes-42',
  firstName: 'Léa',
  lastName: 'Dubois',
  ...over,
});
const register = (body: object, query = '', address = freshAddress()) =>
  call('POST', `/customers${query}`, { body, headers: { 'x-forwarded-for': address } });
const logIn = (body: object, query = '', address = freshAddress()) =>
  call('POST', `/authentication-token${query}`, { body, headers: { 'x-forwarded-for': address } });

/** A bot-check token of action `action` with one thing changed: who signs it, its issuer or its expiry. */
const forged = (action: string, { key = localIssuerSecret(), issuer = localIssuer, expires = '10m' } = {}) =>
  new SignJWT({ action })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience('bot-check')
    .setExpirationTime(expires)
    .sign(key);

/** Tokens for the right action that the server must not take (each is refused for one reason). */
const foreignTokens = async (action: 'login' | 'register') => ({
  'another key': await forged(action, { key: new TextEncoder().encode(randomUUID() + randomUUID()) }),
  // The local issuer's key, another issuer's name.
  'another issuer': await forged(action, { issuer: 'https://www.google.com/recaptcha' }),
  'an expired token': await forged(action, { expires: '-1m' }),
  'a Google identity token': await localToken('google', { sub: 'x', email: 'x@example.fr', action }),
  'an unsigned token': `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ action, iss: localIssuer, aud: 'bot-check' }),
  ).toString('base64url')}.`,
});

function expectBotRefusal(res: Reply, language: 'fr' | 'nl' = 'fr'): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.violations).toEqual([
    {
      propertyPath: 'botToken',
      code: 'invalid_bot_check',
      message: customerErrorTexts.invalid_bot_check[language],
    },
  ]);
}

describe('bot check of registration (action register)', () => {
  it('refuses a missing or empty token in French and Dutch, and registers with a valid one', async () => {
    expectBotRefusal(await register(registration()));
    expectBotRefusal(await register(registration({ botToken: '' }), '?locale=nl'), 'nl');
    expectBotRefusal(await register(registration({ botToken: 12 })));
    const body = registration({ botToken: await botToken('register') });
    const created = await register(body);
    expect(created.status).toBe(201);
    expect(created.body.email).toBe(body.email);
  });

  it("refuses a login's token, a token of another issuer or key, and creates nothing", async () => {
    // The forging works: the same recipe with nothing changed passes.
    expect((await register(registration({ botToken: await forged('register') }))).status).toBe(201);
    const refused = [['a login token', await botToken('login')], ...Object.entries(await foreignTokens('register'))];
    for (const [name, token] of refused) {
      // An e-mail each: the registration throttle counts attempts per e-mail too.
      const body = registration({ botToken: token });
      const res = await register(body);
      expect(res.status, name).toBe(422);
      expectBotRefusal(res);
      const lookup = await call('POST', '/customer/lookup', {
        body: { email: body.email },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(lookup.body.exists, name).toBe(false);
    }
  });

  it('checks the token before the e-mail or the password: a taken e-mail or a common password says nothing', async () => {
    expectBotRefusal(await register(registration({ email: demo.email, botToken: 'x' })));
    expectBotRefusal(await register(registration({ password: 'azerty', botToken: 'x' })));
  });
});

describe('bot check of password login (action login)', () => {
  it('refuses a missing, empty or registration token in French and Dutch; logs in with a valid one', async () => {
    expectBotRefusal(await logIn(demo));
    expectBotRefusal(await logIn({ ...demo, botToken: '' }, '?locale=nl'), 'nl');
    expectBotRefusal(await logIn({ ...demo, botToken: await botToken('register') }));
    const ok = await logIn({ ...demo, botToken: await botToken('login') });
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe(demo.email);
  });

  it('refuses tokens of another issuer or key, and a wrong password with a bad token is the bot refusal', async () => {
    for (const [name, token] of Object.entries(await foreignTokens('login'))) {
      const res = await logIn({ ...demo, botToken: token });
      expect(res.status, name).toBe(422);
      expectBotRefusal(res);
    }
    expectBotRefusal(await logIn({ email: demo.email, password: 'not-the-password', botToken: 'x' }));
  });

  it('counts a refused bot check as a failed attempt of the login throttle, as a wrong password is', async () => {
    const customer = await newCustomer();
    const address = freshAddress();
    // Tokens that pass the schema and fail the check (a missing one is refused before anything is counted).
    for (let i = 0; i < 5; i++)
      expectBotRefusal(
        await logIn({ email: customer.email, password: customer.password, botToken: 'not-a-token' }, '', address),
      );
    const blocked = await logIn(
      { email: customer.email, password: customer.password, botToken: await botToken('login') },
      '',
      address,
    );
    expect(blocked.status).toBe(429);
  });
});
