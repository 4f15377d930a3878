// Property-based fuzzing of every JSON body the API takes (issue 21), generated from the OpenAPI document: each
// operation is sent bodies built from its own schema's property names with values of every wrong kind (huge and
// unicode strings, invisible characters, numbers at the edges, deep nesting, prototype keys) and arbitrary JSON. It
// must never answer a 5xx, and every refusal has the API's error shape. A fixed seed keeps runs repeatable; a
// failure prints the body that broke it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiUrl, call, freshAddress, newCart, newCustomer, type Loose } from './helpers.ts';

interface DocumentedOperation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security?: Record<string, string[]>[];
}

const document = (await (await fetch(`${apiUrl}/docs/openapi.json`)).json()) as {
  paths: Record<string, Record<string, DocumentedOperation>>;
};
const withBodies = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op.requestBody && Object.keys(op.requestBody.content).some((type) => type.includes('json')))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      names: Object.keys(Object.values(op.requestBody!.content)[0]!.schema.properties ?? {}),
    })),
);

/** Values of every kind a field should not get, and some it should. */
const wrongValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202eabc', 'a\u200bb', '%00', '../../etc/passwd', '<script>alert(1)</script>'),
  fc.constantFrom('x'.repeat(5000), '€'.repeat(3000)),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.1),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constantFrom('/api/v2/shop/product-variants/10000601', '2026-12-31', '2026-02-30', 'card', 'home_delivery'),
);

const bodyFor = (names: string[]) =>
  fc.oneof(
    // The operation's own fields, some missing, with wrong values and a few extra keys.
    fc.record(Object.fromEntries(names.map((name) => [name, wrongValue])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(names.map((name) => [name, wrongValue])), { requiredKeys: [] }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '@id', 'hydra:member'),
        wrongValue,
      )
      .map(([body, key, value]) =>
        JSON.parse(
          JSON.stringify(body)
            .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`)
            .replace(/,\}$/, '}'),
        ),
      ),
    fc.jsonValue({ maxDepth: 4 }),
    fc.integer({ min: 1, max: 2000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** CI: 100 bodies an operation (about 3,000 cases); `pnpm --filter @gamelle/server fuzz` runs 2,000 each. */
const numRuns = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

describe('fuzzed bodies never make the API fail', async () => {
  const me = await newCustomer();
  const cart = await newCart(me.token);
  const fill = (path: string) =>
    path
      .replace('{token}', cart)
      .replace('/customers/{id}', `/customers/${me.id}`)
      .replace(/\{\w+\}/g, '1');

  it('covers every operation with a JSON body', () => {
    expect(withBodies.length).toBeGreaterThanOrEqual(25);
  });

  it.each(withBodies)('$method $path', { timeout: 20_000 + numRuns * 100 }, async ({ method, path, names }) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(names), async (body) => {
        const raw = typeof body === 'string' ? body : JSON.stringify(body);
        const res = await call(method, fill(path), {
          token: me.token,
          raw,
          headers: {
            'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
            'x-forwarded-for': freshAddress(),
          },
        });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status >= 400) {
          const answer = res.body as Loose;
          expect(typeof answer).toBe('object');
          expect(
            'violations' in answer || 'hydra:description' in answer || 'message' in answer,
            JSON.stringify(answer),
          ).toBe(true);
        }
      }),
      { seed, numRuns },
    );
  });
});
