import { describe, expect, it } from 'vitest';
import { call, newCustomer } from './helpers.ts';

describe('sign-out and the local test issuer', () => {
  it('revokes the refresh token and its successors on sign-out, answering 204 for an unknown one too', async () => {
    const customer = await newCustomer();
    const rotated = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: customer.refreshToken },
    });
    expect(rotated.status).toBe(200);
    expect(
      (await call('POST', '/authentication-token/revoke', { body: { refresh_token: rotated.body.refresh_token } }))
        .status,
    ).toBe(204);
    const after = await call('POST', '/authentication-token/refresh', {
      body: { refresh_token: rotated.body.refresh_token },
    });
    expect(after.status).toBe(401);
    expect((await call('POST', '/authentication-token/revoke', { body: { refresh_token: 'made-up' } })).status).toBe(
      204,
    );
    expect((await call('POST', '/authentication-token/revoke', { body: {} })).status).toBe(422);
  });

  it('mints bot-check and Google tokens outside production that the login accepts', async () => {
    expect((await call('GET', '/api/v2/dev/local-issuer')).status).toBe(204);
    const bot = await call('POST', '/api/v2/dev/local-issuer/bot-token', { body: { action: 'login' } });
    expect(bot.status).toBe(200);
    const email = `google-${Date.now()}@example.fr`;
    const google = await call('POST', '/api/v2/dev/local-issuer/google-token', {
      body: { email, firstName: 'Aline', lastName: 'Martin' },
    });
    expect(google.status).toBe(200);
    const login = await call('POST', '/authentication-token', {
      body: { googleToken: google.body.token, botToken: bot.body.token },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.username).toBe(email);
    expect((await call('POST', '/api/v2/dev/local-issuer/bot-token', { body: { action: 'pay' } })).status).toBe(422);
  });
});
