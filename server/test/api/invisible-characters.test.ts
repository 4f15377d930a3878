// No body of the API stores NUL, control, bidi or zero-width characters (issue 21): every one is a 422 naming the
// field, in the request's language, on SQLite and on PostgreSQL alike (PostgreSQL's text type refuses NUL: before
// this rule the same registration was a 500 there and stored on SQLite).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, freshAddress, newCustomer } from './helpers.ts';

const registration = (over: Record<string, unknown>) => ({
  email: `client-${randomUUID()}@example.fr`,
  password: 'croquettes-42',
  firstName: 'Léa',
  lastName: 'Dubois',
  ...over,
});
const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};

describe('invisible characters in bodies', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a right-to-left override', '\u202e'],
    ['an isolate', '\u2066'],
    ['a zero-width space', '\u200b'],
    ['a bell', '\u0007'],
  ])('refuses %s in a registration name with 422 and the field, FR and NL', async (_, character) => {
    const body = registration({ firstName: `Lé${character}a` });
    const fr = await call('POST', '/customers', { body, headers: { 'x-forwarded-for': freshAddress() } });
    expect(fr.status).toBe(422);
    expect(fr.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'firstName', code: 'invisible_characters' }),
    ]);
    expect(fr.body.violations[0].message).toContain('caractères invisibles');
    const nl = await call('POST', '/customers?locale=nl', { body, headers: { 'x-forwarded-for': freshAddress() } });
    expect(nl.body.violations[0].message).toContain('onzichtbare tekens');
    // Nothing was stored: the e-mail is still free.
    const lookup = await call('POST', '/customer/lookup', {
      body: { email: body.email },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(lookup.body.exists).toBe(false);
  });

  it('names every field holding one, keys included, in nested bodies', async () => {
    const me = await newCustomer();
    const res = await call('POST', '/addresses', {
      token: me.token,
      body: { ...address, street: '3 rue\u200b Victor Hugo', city: 'Pa\u0000ris', ['company\u202e']: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'city',
      'company\u202e',
      'street',
    ]);
    expect((await call('GET', '/addresses', { token: me.token })).body['hydra:totalItems']).toBe(0);
  });

  it('keeps tabs and line breaks where text allows them, and accents everywhere', async () => {
    const me = await newCustomer();
    const res = await call('POST', '/addresses', {
      token: me.token,
      body: { ...address, firstName: 'Anne-Éloïse', street: '3 rue de l’Église' },
    });
    expect(res.status).toBe(201);
  });

  it('answers a body nested 10,000 levels deep (60 KB) without a 500', async () => {
    const raw = `${'{"a":'.repeat(10_000)}"\u200b"${'}'.repeat(10_000)}`;
    const res = await call('POST', '/customer/lookup', {
      raw,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    });
    expect(res.status).toBe(422);
  });
});
