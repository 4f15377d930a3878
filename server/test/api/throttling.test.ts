// Registration and reset-password requests are throttled per e-mail and per client address, like failed logins:
// 429 with Retry-After and a message in the request's language (limits in src/customer/throttle.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registrationLimits, resetRequestLimits } from '../../src/customer/throttle.ts';
import { type Reply, botToken, call, freshAddress } from './helpers.ts';

const register = async (email: string, address: string, query = '') =>
  call('POST', `/customers${query}`, {
    body: {
      email,
      password: 'croquettes-42',
      firstName: 'Léa',
      lastName: 'Dubois',
      botToken: await botToken('register'),
    },
    headers: { 'x-forwarded-for': address },
  });
const requestReset = (email: string, address: string, query = '') =>
  call('POST', `/reset-password-requests${query}`, { body: { email }, headers: { 'x-forwarded-for': address } });
const newEmail = () => `throttle-${randomUUID()}@example.fr`;

/** A 429 that says when to come back (within the rule's window) and why, in French or Dutch. */
function expectThrottled(res: Reply, windowMinutes: number, message: RegExp): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  expect(res.body['hydra:description']).toMatch(message);
}

describe('registration throttling', () => {
  it('refuses registrations from one address beyond its limit, in the request language, others unaffected', async () => {
    const address = freshAddress();
    for (let i = 0; i < registrationLimits.perAddress; i++)
      expect((await register(newEmail(), address)).status).toBe(201);
    expectThrottled(
      await register(newEmail(), address),
      registrationLimits.windowMinutes,
      /^Trop de créations de compte/,
    );
    expectThrottled(
      await register(newEmail(), address, '?locale=nl'),
      registrationLimits.windowMinutes,
      /^Te veel accounts aangemaakt/,
    );
    expect((await register(newEmail(), freshAddress())).status).toBe(201);
  });

  it('refuses attempts on one e-mail beyond its limit, whatever the address, successful or not', async () => {
    const email = newEmail();
    expect((await register(email, freshAddress())).status).toBe(201);
    // Trying the same e-mail again (probing whether it has an account) counts too.
    for (let i = 1; i < registrationLimits.perEmail; i++)
      expect((await register(email, freshAddress())).status).toBe(422);
    expectThrottled(await register(email.toUpperCase(), freshAddress()), registrationLimits.windowMinutes, /^Trop de/);
  });
});

describe('reset-password request throttling', () => {
  it('refuses requests for one e-mail beyond its limit, whatever the address, account or not', async () => {
    for (const email of [newEmail(), 'demo@gamelle.fr']) {
      for (let i = 0; i < resetRequestLimits.perEmail; i++)
        expect((await requestReset(email, freshAddress())).status).toBe(202);
      expectThrottled(
        await requestReset(email, freshAddress()),
        resetRequestLimits.windowMinutes,
        /^Trop de demandes de réinitialisation/,
      );
    }
  });

  it('refuses requests from one address beyond its limit, in the request language, others unaffected', async () => {
    const address = freshAddress();
    for (let i = 0; i < resetRequestLimits.perAddress; i++)
      expect((await requestReset(newEmail(), address)).status).toBe(202);
    expectThrottled(
      await requestReset(newEmail(), address, '?locale=nl'),
      resetRequestLimits.windowMinutes,
      /^Te veel aanvragen om het wachtwoord/,
    );
    expect((await requestReset(newEmail(), freshAddress())).status).toBe(202);
  });

  it('does not count a malformed request', async () => {
    const address = freshAddress();
    for (let i = 0; i < resetRequestLimits.perAddress + 2; i++)
      expect((await requestReset('pas-un-email', address)).status).toBe(422);
    expect((await requestReset(newEmail(), address)).status).toBe(202);
  });
});
