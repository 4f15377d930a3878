// The sources import each other with `.ts`/`.tsx` extensions (Node's type stripping needs them). tsc keeps
// those specifiers in the emitted declarations, where they name files that are not published: point them at
// the `.js` files the build emits, whose `.d.ts` siblings TypeScript then finds. A side-effect import of a style
// sheet (`import './gamelle.fonts.css';`, the theme's font face) carries no types, and the sheet is not published
// next to the declarations (the build emits it under `assets/`): it is dropped from them.
// Usage (from a package): node ../scripts/rewrite-dts-extensions.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
let rewritten = 0;
for (const file of walk(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const source = readFileSync(file, 'utf8');
  const next = source
    .replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
    .replace(/^import\s+(['"])\.{1,2}\/[^'"]+?\.css\1;?\n/gm, '');
  if (next !== source) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
console.log(`rewrote relative import extensions in ${rewritten} declaration files of ${dist}`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
