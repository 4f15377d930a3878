// @ts-check
// Rewrites the French texts of the shop's message catalogues with French typography (french-messages.mjs): a
// non-breaking space, written `\u00a0` so that it shows in the source, before « : ; ! ? » and inside « », and ’ for
// a straight apostrophe. Only the changed literals are rewritten, Dutch is never touched; idempotent (a second run
// changes nothing). Run once from the repository's root, then format what it changed:
//   node scripts/french-messages-codemod.mjs && pnpm exec prettier --write <the files it prints>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFiles, frenchTexts, root, typeset } from './french-messages.mjs';

let changedTexts = 0;
for (const file of catalogueFiles()) {
  const source = readFileSync(join(root, file), 'utf8');
  let output = source;
  // From the end, so that the positions of the literals not yet rewritten stay right.
  for (const text of frenchTexts(file, source).reverse()) {
    const fixed = typeset(text);
    if (fixed === null) continue;
    const readAs = (/** @type {string} */ s) => s.replace(/[\u00a0\u202f]/g, ' ').replaceAll('’', "'");
    if (readAs(fixed) !== readAs(text.text) || fixed.length !== text.text.length)
      throw new Error(`${file} ${text.key}: the rewrite would change more than spaces and apostrophes`);
    const raw = source.slice(text.start, text.end);
    // The literal is rewritten from its text: refuse one whose source has escapes this would not write back.
    if (literal(text.text, text.kind, raw) !== raw && literal(text.text, text.kind, raw, true) !== raw)
      throw new Error(`${file} ${text.key}: its literal ${raw} is not written the way this script writes it`);
    output = output.slice(0, text.start) + literal(fixed, text.kind, raw) + output.slice(text.end);
    changedTexts++;
  }
  if (output === source) continue;
  writeFileSync(join(root, file), output);
  console.log(file);
}
console.error(`${changedTexts} French text(s) rewritten`);

/**
 * A literal's source for a text: a string in single quotes (double when it holds more ' than ", as Prettier
 * writes it), or a template piece with its `` ` ``, `${` and `}`. Non-breaking spaces written as escapes.
 * @param {string} text
 * @param {import('./french-messages.mjs').FrenchText['kind']} kind
 * @param {string} raw the literal's present source (for its kind of delimiters)
 * @param {boolean} [asWritten] keep the present quote (to check that a literal reads back as it was written)
 */
function literal(text, kind, raw, asWritten = false) {
  const spaces = (/** @type {string} */ s) => s.replaceAll('\u00a0', '\\u00a0').replaceAll('\u202f', '\\u202f');
  if (kind === 'string') {
    const singles = text.split("'").length;
    const quote = asWritten ? raw[0] : singles > text.split('"').length ? '"' : "'";
    const body = text.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`).replaceAll('\n', '\\n');
    return quote + spaces(body) + quote;
  }
  const body = spaces(text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${'));
  const open = kind === 'head' || kind === 'template' ? '`' : '}';
  const close = kind === 'tail' || kind === 'template' ? '`' : '${';
  return open + body + close;
}
