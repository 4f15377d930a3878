// Rewrites content/data's French fields with the shop's typography (src/french-typography.ts): a non-breaking
// space, written `\u00a0` so that it shows in the files, before « : ; ! ? » and inside « ». Idempotent: a second
// run changes nothing. Only the changed string literals are replaced, so the files keep their layout.
// Run: node content/scripts/french-typography.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frenchFields, frenchTypography, isFrenchFile } from '../src/french-typography.ts';

const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
const literal = (text: string) => JSON.stringify(text).replaceAll('\u00a0', '\\u00a0');

let changedFiles = 0;
for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
  const file = join(entry.parentPath, entry.name);
  const path = relative(dataDir, file);
  const source = readFileSync(file, 'utf8');
  let output = source;
  for (const { path: field, text } of frenchFields(JSON.parse(source), isFrenchFile(path))) {
    const fixed = frenchTypography(text);
    if (fixed === text) continue;
    const written = [JSON.stringify(text), literal(text)].find((candidate) => output.includes(candidate));
    if (!written) throw new Error(`${path} ${field}: its text is not written as JSON.stringify writes it`);
    output = output.replaceAll(written, literal(fixed));
  }
  if (output === source) continue;
  // Nothing but the French fields' spaces moved: the rest is identical, the French text too once spaces are
  // read as one (the rewrite turns runs of spaces before a mark into one non-breaking space).
  const french = new Set(frenchFields(JSON.parse(source), isFrenchFile(path)).map((f) => f.path));
  const readAs = (json: string) =>
    JSON.stringify(JSON.parse(json), function (this: unknown, _key, value: unknown) {
      return typeof value === 'string' ? value.replace(/[ \t\u00a0]+/g, ' ') : value;
    });
  const frenchAfter = frenchFields(JSON.parse(output), isFrenchFile(path));
  if (readAs(output) !== readAs(source) || frenchAfter.some((f) => !french.has(f.path)))
    throw new Error(`${path}: the rewrite changed more than the French fields' spaces`);
  const otherBefore = JSON.stringify(withoutFrench(JSON.parse(source), french));
  if (JSON.stringify(withoutFrench(JSON.parse(output), french)) !== otherBefore)
    throw new Error(`${path}: the rewrite changed a field that is not French`);
  writeFileSync(file, output);
  changedFiles++;
  console.log(path);
}
console.log(`${changedFiles} file(s) rewritten`);

/** The JSON with its French strings blanked: what must not change at all. */
function withoutFrench(json: unknown, french: Set<string>, path = ''): unknown {
  if (typeof json === 'string') return french.has(path) ? '' : json;
  if (Array.isArray(json)) return json.map((item, index) => withoutFrench(item, french, `${path}[${index}]`));
  if (json && typeof json === 'object')
    return Object.fromEntries(
      Object.entries(json).map(([key, item]) => [key, withoutFrench(item, french, path ? `${path}.${key}` : key)]),
    );
  return json;
}
