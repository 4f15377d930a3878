// @ts-check
// The Gamelle brand's Nunito is cut to the characters the shops write (design-system/scripts/subset-nunito.sh); its
// @font-face's unicode-range repeats those ranges. A character outside them shows in the fallback font, glyph by
// glyph, in the middle of a Nunito word. This test reads every literal of the message catalogues (both languages,
// the design system's and the storefront's, and the contract's error catalogue), every literal and JSX text of the
// components, and every string of the content files, and fails on a character outside the ranges, naming it and where it is: re-run the script with the
// character added, in both places.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, root } from './french-messages.mjs';

const css = readFileSync(join(root, 'design-system/src/theme/themes/gamelle.fonts.css'), 'utf8');

/** The @font-face's unicode-range as [first, last] code points. */
function unicodeRanges() {
  const declared = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return declared.split(',').map((part) => {
    const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first ?? '', 16), parseInt(last ?? first ?? '', 16)];
  });
}

/** Every string and template literal piece, and every JSX text, of a TypeScript file. */
function literalsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const texts = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Every string value of a JSON file. */
function stringsOf(json) {
  if (typeof json === 'string') return [json];
  if (Array.isArray(json)) return json.flatMap(stringsOf);
  if (json && typeof json === 'object') return Object.values(json).flatMap(stringsOf);
  return [];
}

/** Every other source of the two packages (a JSX text such as « 2 × Croquettes » is in no catalogue); tests and stories left out. */
function componentFiles() {
  return ['storefront/src', 'design-system/src'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

function contentFiles() {
  return readdirSync(join(root, 'content/data'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the brand font’s characters', () => {
  const ranges = unicodeRanges();
  const covered = (code) => code < 0x20 || ranges.some(([first, last]) => code >= first && code <= last);

  it('reads the font face’s ranges (ASCII, French and Dutch letters, typographic spaces and quotes, €)', () => {
    expect(ranges.length).toBeGreaterThan(10);
    for (const char of 'Aa0 «»’€œéèêëïîôûùçàâÉÀ\u00a0\u202f–—…') expect(covered(char.codePointAt(0))).toBe(true);
    // Outside: a letter the shops never write.
    expect(covered('ł'.codePointAt(0))).toBe(false);
  });

  it('covers every character of the catalogues and the content', () => {
    const sources = [
      ...[...new Set([...catalogueFiles(), ...componentFiles()])].map((file) => [file, literalsOf(file)]),
      ...['contract/src/shared/messages.fr.ts', 'contract/src/shared/messages.nl.ts'].map((file) => [
        file,
        literalsOf(file),
      ]),
      ...contentFiles().map((file) => [file, stringsOf(JSON.parse(readFileSync(join(root, file), 'utf8')))]),
    ];
    expect(sources.length).toBeGreaterThan(50);
    const outside = new Map();
    for (const [file, texts] of sources) {
      for (const text of texts) {
        for (const char of text) {
          const code = char.codePointAt(0) ?? 0;
          if (covered(code)) continue;
          const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')} ${char}`;
          if (!outside.has(name)) outside.set(name, file);
        }
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
