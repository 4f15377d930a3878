import { describe, expect, it } from 'vitest';
import { catalogueFiles, fixFrench, frenchTexts, typeset } from './french-messages.mjs';

const nb = '\u00a0';

describe('fixFrench', () => {
  it('puts a non-breaking space before : ; ! ? and inside « », where a plain space or none stood', () => {
    expect(fixFrench('Prix : 12 € ; Merci ! Vraiment ?')).toBe(`Prix${nb}: 12 €${nb}; Merci${nb}! Vraiment${nb}?`);
    expect(fixFrench('Merci! Prix: 12 €; « Oui »?')).toBe(`Merci${nb}! Prix${nb}: 12 €${nb}; «${nb}Oui${nb}»${nb}?`);
    expect(fixFrench('«Maison»')).toBe(`«${nb}Maison${nb}»`);
    expect(fixFrench('Vraiment ?!')).toBe(`Vraiment${nb}?!`);
  });

  it('writes ’ for an apostrophe between letters, and leaves quotes alone', () => {
    expect(fixFrench("L'adresse n'est pas « 'ici' »")).toBe(`L’adresse n’est pas «${nb}'ici'${nb}»`);
  });

  it('leaves times, URLs and a narrow non-breaking space alone, and is idempotent', () => {
    expect(fixFrench('Ouvert de 9:00 à 12:30, voir https://gamelle.fr/faq?q=a')).toBe(
      'Ouvert de 9:00 à 12:30, voir https://gamelle.fr/faq?q=a',
    );
    expect(fixFrench('Merci\u202f!')).toBe('Merci\u202f!');
    const once = fixFrench("Nouveau : -20 % ; « Bientôt » ? C'est ça!");
    expect(fixFrench(once)).toBe(once);
  });
});

describe('frenchTexts', () => {
  const storefront = `
    export const demoMessages = defineMessages(
      { title: 'Bonjour !', count: (n: number) => (n > 1 ? \`\${n} articles :\` : 'Un article :'), ask: (q: string) => \`Pour « \${q} » ?\` },
      { title: 'Hallo !', count: (n: number) => \`\${n} :\`, ask: (q: string) => \`Voor « \${q} » ?\` },
    );`;
  const designSystem = `export const fieldMessages = defineMessages({ fr: { hint: "Astuce : l'exemple" }, nl: { hint: 'Tip : het' } });`;

  it('reads the French half of both kinds of catalogue (storefront (fr, nl), design system { fr, nl }), never Dutch', () => {
    expect(frenchTexts('demo.ts', storefront).map(({ key, text, kind }) => [key, text, kind])).toEqual([
      ['demoMessages.title', 'Bonjour !', 'string'],
      ['demoMessages.count', '', 'head'],
      ['demoMessages.count', ' articles :', 'tail'],
      ['demoMessages.count', 'Un article :', 'string'],
      ['demoMessages.ask', 'Pour « ', 'head'],
      ['demoMessages.ask', ' » ?', 'tail'],
    ]);
    expect(frenchTexts('field.ts', designSystem).map(({ key, text }) => [key, text])).toEqual([
      ['fieldMessages.hint', "Astuce : l'exemple"],
    ]);
  });

  it('fixes a template piece as if a word stood for each `${…}`', () => {
    const [, , tail, , head, close] = frenchTexts('demo.ts', storefront);
    expect(typeset(tail)).toBe(` articles${nb}:`);
    expect(typeset(head)).toBe(`Pour «${nb}`);
    expect(typeset(close)).toBe(`${nb}»${nb}?`);
    const [, bang] = frenchTexts('x.ts', 'defineMessages({ x: (n: string) => `${n}!` }, { x: (n: string) => n });');
    expect(typeset(bang)).toBe(`${nb}!`);
  });
});

// The guard: every catalogue of storefront/src and design-system/src (a new one included), every French text,
// already typeset. Fix a failure with `node scripts/french-messages-codemod.mjs` (then Prettier on its files).
describe('the message catalogues write French with non-breaking spaces and ’', () => {
  const files = catalogueFiles();

  it('reads the catalogues', () => {
    expect(files).toContain('design-system/src/i18n/commonMessages.ts');
    expect(files).toContain('storefront/src/features/cart/messages.ts');
    expect(files.length).toBeGreaterThanOrEqual(55);
    expect(files.flatMap((file) => frenchTexts(file)).length).toBeGreaterThanOrEqual(1300);
  });

  it('has no plain space or none before « : ; ! ? », inside « », nor a straight apostrophe, in a French text', () => {
    const offenders = files.flatMap((file) =>
      frenchTexts(file)
        .filter((text) => typeset(text) !== null)
        .map(({ key, text }) => `${file} ${key}: ${JSON.stringify(text)}`),
    );
    expect(offenders).toEqual([]);
  });
});
