import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// Two builds of the same source give the same browser files, names and contents (vite.config.ts, latestBuildFile):
// a random or clock value in a chunk renamed every file of every build, since every chunk imports the shell by its
// hashed name, so a deploy evicted every cached file and the byte figures drifted between two builds. This builds
// the browser's files once more, minutes after the suite's own build (playwright.config.ts), and compares the two.

const storefront = join(import.meta.dirname, '..');
const builtClient = join(storefront, 'dist', 'client');

/** Every file under a folder with its content, the precompressed copies left out (scripts/precompress.ts). */
function files(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(gz|br)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(root, path), readFileSync(path, 'latin1'));
  }
  return found;
}

test('a second build of the same source writes the same browser files', async () => {
  test.setTimeout(180_000);
  const outDir = mkdtempSync(join(tmpdir(), 'gamelle-client-'));
  try {
    const build = `import { createBuilder } from 'vite';
      const builder = await createBuilder({ logLevel: 'error',
        environments: { client: { build: { outDir: process.argv[1], emptyOutDir: true } } } });
      await builder.build(builder.environments.client);`;
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build, outDir], {
      cwd: storefront,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const first = files(builtClient);
    const second = files(outDir);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    const differing = [...second].filter(([name, content]) => first.get(name) !== content).map(([name]) => name);
    expect(differing).toEqual([]);
    expect(first.has('_build/latest.json')).toBe(true);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
