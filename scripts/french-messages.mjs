// @ts-check
// French typography in the shop's message catalogues (the `defineMessages` calls of storefront/src and
// design-system/src): a non-breaking space before « : ; ! ? » and inside « », and the typographic apostrophe ’.
// The content files follow the same rule (content/src/french-typography.ts, whose function this reuses).
//
// The catalogues are read as source, with TypeScript's parser, not imported: a message may be a function (plurals,
// values), and only its source shows every branch's text. The French texts are the string and template literals
// inside a catalogue's French half: the first argument of the storefront's `defineMessages(fr, nl)`, the `fr`
// property of the design system's `defineMessages({ fr, nl })`. Dutch has no such rule; its half is read the same
// way (`catalogueTexts(file, 'nl')`) by dutch-messages.test.mjs, which keeps the Dutch in the formal register.
//
// `french-messages.test.mjs` fails on any French text not typeset; `french-messages-codemod.mjs` rewrites them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { frenchTypography } from '../content/src/french-typography.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** Where catalogues live; every .ts/.tsx file there that calls `defineMessages` is read. */
export const catalogueDirs = ['storefront/src', 'design-system/src'];

/**
 * @typedef {object} FrenchText One literal (or one piece of a template literal) of a French catalogue.
 * @property {string} file path from the repository's root
 * @property {string} key the message's key, with the catalogue's name: `cartMessages.unitPriceLabel`
 * @property {string} text the text as the shop shows it (escapes read)
 * @property {number} start where the literal's source starts (its quote or backtick, or `}` of a template piece)
 * @property {number} end where it ends
 * @property {'string' | 'head' | 'middle' | 'tail' | 'template'} kind
 */

/** Every source file under the catalogue folders that declares messages (tests and stories left out). */
export function catalogueFiles() {
  return catalogueDirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => readFileSync(join(root, file), 'utf8').includes('defineMessages(')),
  );
}

/**
 * The French texts of one file's catalogues.
 * @param {string} file path from the repository's root
 * @param {string} [source] the file's text (read from disk when left out)
 * @returns {FrenchText[]}
 */
export function frenchTexts(file, source = readFileSync(join(root, file), 'utf8')) {
  return catalogueTexts(file, 'fr', source);
}

/**
 * The texts of one half of one file's catalogues: French (`fr`) or Dutch (`nl`, read by dutch-messages.test.mjs).
 * @param {string} file path from the repository's root
 * @param {'fr' | 'nl'} locale
 * @param {string} [source] the file's text (read from disk when left out)
 * @returns {FrenchText[]}
 */
export function catalogueTexts(file, locale, source = readFileSync(join(root, file), 'utf8')) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  /** @type {FrenchText[]} */
  const texts = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages' &&
      !ts.isFunctionDeclaration(node.parent)
    ) {
      const half = catalogueHalf(node, locale);
      if (!half) throw new Error(`${file}: a defineMessages call whose ${locale} half is not an object literal`);
      const catalogue = catalogueName(node);
      for (const property of half.properties) {
        if (ts.isSpreadAssignment(property)) continue; // another catalogue's French half, read where it is declared
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : property.name?.getText();
        collectLiterals(property, (literal) => texts.push(literalText(file, `${catalogue}.${name}`, literal)));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

/**
 * What is wrong with a French text, or null: the content's rule (a plain space before « : ; ! ? » or inside « »),
 * no space at all before « : ; ! ? » or after « / before », and a straight apostrophe inside a word.
 * A template piece next to a `${…}` is checked as if a word stood there.
 * @param {FrenchText} text
 * @returns {string | null} the fixed text (same kind of piece), or null when nothing is wrong
 */
export function typeset(text) {
  const before = text.kind === 'middle' || text.kind === 'tail' ? 'x' : '';
  const after = text.kind === 'head' || text.kind === 'middle' ? 'x' : '';
  const whole = fixFrench(before + text.text + after);
  const result = whole.slice(before.length, whole.length - after.length);
  return result === text.text ? null : result;
}

/**
 * French typography for one text: the content's rule, then a non-breaking space where none stands before a high
 * mark that ends a word group (not `12:30`, not a URL's `https:` or `?q=`, not the `!` of `?!`), or inside « », and ’ for '
 * between two letters. Idempotent.
 * @param {string} text
 */
export function fixFrench(text) {
  return frenchTypography(text)
    .replace(/(?<=[^\s\u00a0\u202f:;!?«])([:;!?])(?=$|[\s:;!?»"'.,…)])/gu, '\u00a0$1')
    .replace(/«(?=[^\s\u00a0\u202f])/g, '«\u00a0')
    .replace(/(?<=[^\s\u00a0\u202f])»/g, '\u00a0»')
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’');
}

/** The object literal holding a `defineMessages` call's French (or Dutch) messages. */
function catalogueHalf(/** @type {ts.CallExpression} */ call, /** @type {'fr' | 'nl'} */ locale) {
  const [first, second] = call.arguments;
  if (!first || !ts.isObjectLiteralExpression(first)) return undefined;
  if (second) {
    // storefront: defineMessages(fr, nl)
    const half = locale === 'fr' ? first : second;
    return ts.isObjectLiteralExpression(half) ? half : undefined;
  }
  const own = first.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === locale);
  return own && ts.isPropertyAssignment(own) && ts.isObjectLiteralExpression(own.initializer)
    ? own.initializer
    : undefined;
}

/** The name the catalogue is exported as (`cartMessages`), or `messages` when the call is not assigned. */
function catalogueName(/** @type {ts.CallExpression} */ call) {
  return ts.isVariableDeclaration(call.parent) && ts.isIdentifier(call.parent.name)
    ? call.parent.name.text
    : 'messages';
}

/**
 * Calls `found` with every text literal under a message: strings and template pieces, in order. Literals that
 * are not shown text (an argument of a call such as `toLocaleString('fr-FR')`, a comparison's operand) have no
 * high mark nor apostrophe, so they pass whatever they are.
 * @param {ts.Node} node
 * @param {(literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode) => void} found
 */
function collectLiterals(node, found) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return found(node);
  if (ts.isTemplateExpression(node)) {
    found(node.head);
    for (const span of node.templateSpans) {
      collectLiterals(span.expression, found);
      found(span.literal);
    }
    return;
  }
  ts.forEachChild(node, (child) => collectLiterals(child, found));
}

/**
 * @param {string} file
 * @param {string} key
 * @param {ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode} literal
 * @returns {FrenchText}
 */
function literalText(file, key, literal) {
  const kind = ts.isStringLiteral(literal)
    ? 'string'
    : ts.isNoSubstitutionTemplateLiteral(literal)
      ? 'template'
      : ts.isTemplateHead(literal)
        ? 'head'
        : ts.isTemplateMiddle(literal)
          ? 'middle'
          : 'tail';
  return { file, key, text: literal.text, start: literal.getStart(), end: literal.getEnd(), kind };
}
