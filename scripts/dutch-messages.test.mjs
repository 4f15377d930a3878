import { describe, expect, it } from 'vitest';
import { catalogueFiles, catalogueTexts } from './french-messages.mjs';

// The shop's Dutch addresses the customer formally (« u », « uw »: « Uw winkelmand is leeg », « Wat zoekt u? »),
// as the server's e-mails do. « je », « jouw », « jij » as a word is the informal register: a text that uses it
// reads as another shop's. (« jullie », the customer addressing the shop in the FAQ, is not one of them, and the
// reviews in content/ are customers' own words.) Rewrite an offender with « u » / « uw », the verb agreeing
// (« Je hebt » → « U hebt »).
const informal = /(?<![\p{L}\p{N}_’'-])(je|jouw|jij)(?![\p{L}\p{N}_’'-])/iu;

/** The informal words of a text, or none. */
export function informalWords(text) {
  return [...text.matchAll(new RegExp(informal.source, 'giu'))].map((match) => match[1]);
}

describe('informalWords', () => {
  it('finds « je », « jouw », « jij » as words, whatever their case', () => {
    expect(informalWords('Je account is aangemaakt.')).toEqual(['Je']);
    expect(informalWords('Vul je e-mailadres in: we sturen je een link')).toEqual(['je', 'je']);
    expect(informalWords('Is dit jouw adres? Heb jij een vraag?')).toEqual(['jouw', 'jij']);
  });

  it('leaves the formal register and words that only contain the letters alone', () => {
    expect(informalWords('Uw account is aangemaakt. U vindt uw bestellingen terug.')).toEqual([]);
    expect(informalWords('Bieden jullie proefpakketten aan? Een katje, een hondje, jeugd, jezelf-test')).toEqual([]);
  });
});

describe('the message catalogues write Dutch in the formal register (u, uw)', () => {
  const files = catalogueFiles();
  const texts = files.flatMap((file) => catalogueTexts(file, 'nl'));

  it('reads the Dutch half of every catalogue', () => {
    expect(files).toContain('storefront/src/features/customer/messages.ts');
    expect(files).toContain('design-system/src/i18n/commonMessages.ts');
    expect(texts.length).toBeGreaterThanOrEqual(1300);
    expect(texts.find(({ key }) => key === 'accountAreaMessages.loginTitle')?.text).toBe('Inloggen');
  });

  it('has no « je », « jouw » nor « jij » in a Dutch text', () => {
    const offenders = texts
      .filter(({ text }) => informalWords(text).length > 0)
      .map(({ file, key, text }) => `${file} ${key}: ${JSON.stringify(text)}`);
    expect(offenders).toEqual([]);
  });
});
