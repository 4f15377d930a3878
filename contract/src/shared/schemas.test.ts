// The server parses untrusted bodies with these schemas: none may throw, whatever arrives.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as contract from '../index.ts';

const schemas: [string, z.core.$ZodType][] = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.core.$ZodType] => entry[1] instanceof z.core.$ZodType,
);
const hostile: unknown[] = [
  null,
  undefined,
  '',
  'x',
  0,
  -1,
  Number.NaN,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { a: null, email: null, items: null, violations: null, 'hydra:member': null, render: 2 },
];

describe('every exported schema', () => {
  it('is found (the barrel exports them)', () => {
    expect(schemas.length).toBeGreaterThan(60);
  });

  it.each(schemas)('%s parses hostile input without throwing', (_name, schema) => {
    for (const input of hostile) expect(() => z.safeParse(schema, input)).not.toThrow();
  });
});
