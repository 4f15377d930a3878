// Every code the server sends is in the contract with its FR and NL texts: the server's source is walked for each
// code it puts in a violation or a message, and each must be a form code (error-codes.ts) or a server code
// (contract/src/<domain>/errors.ts). `violation()` is typed the same way; this also catches codes that travel as
// plain strings (a variable's literal, a refusal returned by a contract rule).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ERROR_CODES } from '@gamelle/contract/shared/error-codes';
import { SERVER_ERROR_CODES, serverErrorTexts } from '@gamelle/contract/shared/server-errors';
import { codeMessagesFr } from '@gamelle/contract/shared/messages.fr';
import { codeMessagesNl } from '@gamelle/contract/shared/messages.nl';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The codes written in the server's source: violation(field, 'code', …), serverMessage(locale, 'code'). */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [/\bviolation\(\s*'[^']*',\s*'([^']+)'/g, /\bserverMessage\(\s*[\w.]+,\s*'([^']+)'/g];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.set(match[1]!, file.slice(src.length + 1));
  }
  return found;
}

describe('error codes', () => {
  const sent = codesInSource();
  const known = new Set<string>([...ERROR_CODES, ...SERVER_ERROR_CODES]);

  it('finds the codes the server sends (the walk itself works)', () => {
    for (const code of ['out_of_stock', 'coupon_already_applied', 'email_already_used', 'too_many_logins'])
      expect(sent.has(code), code).toBe(true);
  });

  it.each([...codesInSource()])('%s (%s) is in the contract', (code) => {
    expect(known.has(code)).toBe(true);
  });

  it('every server code has a French and a Dutch text, different from each other', () => {
    for (const [code, texts] of Object.entries(serverErrorTexts)) {
      expect(texts.fr.trim(), code).not.toBe('');
      expect(texts.nl.trim(), code).not.toBe('');
      expect(texts.nl, code).not.toBe(texts.fr);
    }
  });

  it('a code both lists hold says the same thing in both', () => {
    for (const code of SERVER_ERROR_CODES.filter((c) => (ERROR_CODES as readonly string[]).includes(c))) {
      const form = code as keyof typeof codeMessagesFr;
      expect(serverErrorTexts[code].fr, code).toBe(codeMessagesFr[form]);
      expect(codeMessagesNl[form], code).toBeTruthy();
    }
  });
});
