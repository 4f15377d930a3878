import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchFields, frenchTypography, isFrenchFile } from './french-typography.ts';

const nb = '\u00a0';

describe('frenchTypography', () => {
  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    expect(frenchTypography('Antioxydants : extraits ; Bienvenue ! Comment passer commande ?')).toBe(
      `Antioxydants${nb}: extraits${nb}; Bienvenue${nb}! Comment passer commande${nb}?`,
    );
    expect(frenchTypography('cliquez sur « Commander ».')).toBe(`cliquez sur «${nb}Commander${nb}».`);
    expect(frenchTypography('**Croquettes** : un aliment')).toBe(`**Croquettes**${nb}: un aliment`);
    expect(frenchTypography('Vraiment ?!')).toBe(`Vraiment${nb}?!`);
  });

  it('leaves no double space: a run of spaces becomes one non-breaking space', () => {
    expect(frenchTypography('Attendez  !')).toBe(`Attendez${nb}!`);
    expect(frenchTypography('«  Oui  »')).toBe(`«${nb}Oui${nb}»`);
  });

  it('is idempotent and keeps a narrow non-breaking space already there', () => {
    const once = frenchTypography('Nouveau : -20 % ; « Bientôt de retour » ?');
    expect(frenchTypography(once)).toBe(once);
    expect(frenchTypography('Merci\u202f!')).toBe('Merci\u202f!');
  });

  it('leaves URLs, markdown link targets, inline code, times and emoticons alone', () => {
    expect(frenchTypography('[nos conditions](/page/cgv/#modal "Les lire ?") : à lire')).toBe(
      `[nos conditions](/page/cgv/#modal "Les lire ?")${nb}: à lire`,
    );
    expect(frenchTypography('Voir https://gamelle.fr/faq?q=a ! ou mailto:aide@gamelle.fr ?')).toBe(
      `Voir https://gamelle.fr/faq?q=a${nb}! ou mailto:aide@gamelle.fr${nb}?`,
    );
    expect(frenchTypography('Tapez `a ? b : c` ici')).toBe('Tapez `a ? b : c` ici');
    expect(frenchTypography('Ouvert de 9:00 à 12:30, le midi 12 :30')).toBe('Ouvert de 9:00 à 12:30, le midi 12 :30');
    expect(frenchTypography('Merci :) et bonne journée ;-) :D')).toBe('Merci :) et bonne journée ;-) :D');
  });
});

describe('frenchFields', () => {
  it('finds the values under `fr` (at any depth), never `nl` nor neutral fields', () => {
    const json = {
      sku: 'A : B',
      name: { fr: 'Nom ?', nl: 'Naam ?' },
      entries: [{ answer: { fr: 'Oui !', nl: 'Ja !' } }],
    };
    expect(frenchFields(json)).toEqual([
      { path: 'name.fr', text: 'Nom ?' },
      { path: 'entries[0].answer.fr', text: 'Oui !' },
    ]);
  });

  it('reads every string of a French-only file (reviews/fr.json)', () => {
    expect(isFrenchFile('reviews/fr.json')).toBe(true);
    expect(isFrenchFile('reviews/nl.json')).toBe(false);
    expect(frenchFields({ X: [{ text: 'Top !' }] }, true)).toEqual([{ path: 'X[0].text', text: 'Top !' }]);
  });
});

// The guard for future content: every JSON file on disk under content/data (a new file included, registered in
// files.ts or not), every French field, already typeset. Fix a failure with `node content/scripts/french-typography.ts`.
describe('content/data writes French with non-breaking spaces', () => {
  const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)));

  it('reads the content files', () => {
    expect(files.length).toBeGreaterThanOrEqual(70);
  });

  it('has no plain space before « : ; ! ? » nor inside « » in a French field', () => {
    const offenders = files.flatMap((path) =>
      frenchFields(JSON.parse(readFileSync(join(dataDir, path), 'utf8')), isFrenchFile(path))
        .filter(({ text }) => frenchTypography(text) !== text)
        .map(({ path: field, text }) => `${path} ${field}: ${text.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});
