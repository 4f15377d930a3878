import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiUrl, call, newCart, newCustomer, shop } from './helpers.ts';

describe('malformed and oversized requests are refused, never a 500', async () => {
  const cart = await newCart();
  const me = await newCustomer();
  const writes: [string, string][] = [
    ['POST', '/orders'],
    ['PATCH', `/orders/${cart}/items`],
    ['PATCH', `/orders/${cart}/items/1`],
    ['PATCH', `/orders/${cart}/apply-coupon`],
    ['PUT', `/orders/${cart}`],
    ['POST', '/customer/lookup'],
    ['POST', '/customers'],
    ['POST', '/authentication-token'],
    ['POST', '/authentication-token/refresh'],
    ['PUT', me.iri],
    ['PUT', `${me.iri}/password`],
    ['POST', '/reset-password-requests'],
    ['PATCH', '/reset-password-requests/abc'],
    ['POST', '/addresses'],
  ];

  it.each(writes)('%s %s: malformed JSON is a 400', async (method, path) => {
    const res = await call(method, path, {
      raw: '{"email": "a@b.fr",',
      token: me.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body['@type']).toBe('hydra:Error');
  });

  it.each(writes)('%s %s: a body over 64 KiB is a 413', async (method, path) => {
    const res = await call(method, path, { body: { email: 'a'.repeat(70_000) }, token: me.token });
    expect(res.status).toBe(413);
  });

  it('refuses an oversized body sent without Content-Length (chunked)', async () => {
    // The server answers 413 and closes the connection while the body is still coming, so the client may meet EPIPE
    // on a later write: read the answer from node:http, which hands it over before the broken pipe (fetch threw it
    // away and failed at random).
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${shop}/customer/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      for (let i = 0; i < 20; i++) request.write(`"${'x'.repeat(8000)}",`);
      request.end();
    });
    expect(status).toBe(413);
  });

  const odd = [null, [], 'text', 42, true, { email: { $gt: '' } }, { quantity: 1e308 }, { __proto__: { admin: true } }];
  it.each(writes)('%s %s: bodies of the wrong shape are 4xx', async (method, path) => {
    for (const body of odd) {
      const res = await call(method, path, {
        raw: JSON.stringify(body),
        token: me.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call('POST', '/customer/lookup', {
      raw: 'email=a@b.fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body['hydra:description']).toMatch(/JSON/);
    // Without a content type (fetch sends text/plain for a string), JSON is not guessed either (issue 21).
    const untyped = await call('POST', '/customer/lookup?locale=nl', { raw: '{"email":"a@b.fr"}' });
    expect(untyped.status).toBe(415);
    expect(untyped.body['hydra:description']).toMatch(/verzoek/);
    const empty = await call('POST', '/customer/lookup', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
  });

  it('answers odd paths and parameters with 4xx', async () => {
    for (const path of [
      `/orders/%E0%A4%A`,
      `/orders/${'x'.repeat(2000)}`,
      `/orders/${cart}/items/99999999999999999999`,
      `/orders/${cart}/items/-1`,
      '/addresses/1e3',
      '/addresses/99999999999',
      '/addresses/2147483648',
      `/orders/${cart}/items/2147483648`,
      '/customers/abc',
    ]) {
      const res = await fetch(`${shop}${path}`, { headers: { authorization: `Bearer ${me.token}` } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await fetch(`${apiUrl}/v2/shop/unknown`)).status).toBe(404);
    // A broken escape in the query is ignored, not a crash.
    expect((await fetch(`${shop}/orders/${cart}?locale=%ZZ`)).status).toBe(200);
  });
});
