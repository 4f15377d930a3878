import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { emailErrorCode } from './email.ts';
import { emailField } from './fields.ts';

const corpus = [
  'marie@example.fr',
  ' Marie.Dupont+chat@gamelle.co.uk ',
  "o'neil@example.be",
  'a@b.lu',
  '',
  '   ',
  'pas-une-adresse',
  'marie@',
  '@example.fr',
  'marie@example',
  'marie@@example.fr',
  '.marie@example.fr',
  'marie..dupont@example.fr',
  'marie@-example.fr',
  'marie dupont@example.fr',
  'marie@example.f',
  'marié@example.fr',
  `${'a'.repeat(244)}@example.fr`,
  `${'a'.repeat(246)}@example.fr`,
];

describe('emailErrorCode', () => {
  it.each(corpus)('answers as the schema does for %j', (value) => {
    const parsed = z.object({ email: emailField() }).safeParse({ email: value });
    const schemaCode = parsed.success ? null : parsed.error.issues[0]!.message;
    expect(emailErrorCode(value)).toBe(schemaCode);
  });
});
