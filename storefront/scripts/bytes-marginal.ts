// What each module really costs a first-load file (issue 19): the file's gzip bytes minus the gzip bytes of the same
// file with that module's generated code cut out. `bytes:audit` gives a module its *share* of its file's gzip bytes
// (its share of the raw bytes), which overstates repeated code: the 46 route definitions' identical `head:` arrows
// were ~7.5 KB of share and cost 4 bytes. Needs the build's source maps (hidden: the files are the same bytes):
//
//   pnpm --filter @gamelle/storefront exec vite build --sourcemap hidden
//   pnpm --filter @gamelle/storefront bytes:marginal            # the shell's files, top 40
//   pnpm --filter @gamelle/storefront bytes:marginal -- --all   # every module of the shell
//
// A module's figure counts only what leaves with it: what it shares with the rest of the file (names, patterns)
// stays, so the figures add up to less than the file.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoads, kb } from './first-load.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const all = process.argv.includes('--all');
const { shell } = await firstLoads(dist);

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of each generated segment, line by line (source map v3 `mappings`, base64 VLQ). */
function segments(mappings: string): { line: number; column: number; source: number }[] {
  const found: { line: number; column: number; source: number }[] = [];
  let source = 0;
  let line = 0;
  for (const text of mappings.split(';')) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = base64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) {
        source += fields[1]!;
        found.push({ line, column, source });
      } else found.push({ line, column, source: -1 });
    }
    line++;
  }
  return found;
}

/** A source's id as the audit names it: `react-dom/cjs/…` for a package, `storefront/src/…`, `contract/src/…`. */
const repository = join(import.meta.dirname, '..', '..');
const moduleId = (mapFile: string, source: string) => {
  const path = relative(repository, resolve(dirname(mapFile), source));
  return path.includes('node_modules/') ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length) : path;
};

const rows: { id: string; bytes: number; raw: number }[] = [];
for (const file of shell.files) {
  const path = join(dist, 'client', file);
  const code = readFileSync(path, 'utf8');
  // Rolldown's runtime file has no map: it counts whole.
  if (!existsSync(`${path}.map`)) {
    rows.push({ id: `(${file}, no source map)`, bytes: gzipSync(code).length, raw: code.length });
    continue;
  }
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const ranges = new Map<number, [number, number][]>();
  const list = segments(map.mappings);
  list.forEach((segment, i) => {
    const next = list[i + 1];
    const start = lineStarts[segment.line]! + segment.column;
    const end = next ? lineStarts[next.line]! + next.column : code.length;
    if (segment.source < 0 || end <= start) return;
    const own = ranges.get(segment.source) ?? [];
    own.push([start, end]);
    ranges.set(segment.source, own);
  });
  const total = gzipSync(code).length;
  for (const [source, own] of ranges) {
    let kept = '';
    let from = 0;
    for (const [start, end] of own) {
      kept += code.slice(from, start);
      from = end;
    }
    kept += code.slice(from);
    rows.push({
      id: moduleId(path, map.sources[source]!),
      bytes: total - gzipSync(kept).length,
      raw: own.reduce((sum, [start, end]) => sum + end - start, 0),
    });
  }
}

if (rows.every((row) => row.id.endsWith('no source map)')))
  throw new Error('No source maps: build with `vite build --sourcemap hidden` first.');

const shop = (id: string) => /^(storefront|contract|design-system)\//.test(id);
const sum = (list: typeof rows) => list.reduce((total, row) => total + row.bytes, 0);
rows.sort((a, b) => b.bytes - a.bytes);
console.log(`shell: ${kb(shell.bytes)} KB gzip in ${shell.files.length} files`);
console.log(`what each module costs it (gzip without it), packages ${kb(sum(rows.filter((r) => !shop(r.id))))} KB,`);
console.log(
  `the shop's ${rows.filter((r) => shop(r.id)).length} modules ${kb(sum(rows.filter((r) => shop(r.id))))} KB`,
);
for (const row of all ? rows : rows.slice(0, 40))
  console.log(`${String(row.bytes).padStart(6)}  ${String(row.raw).padStart(7)} raw  ${row.id}`);
