import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Theme } from './matrix.ts';

/** One story of the built Storybook, as its `index.json` lists it. */
export interface Story {
  id: string;
  title: string;
  name: string;
}

/**
 * Builds the repository's Storybook into `outDir`. Runs while Playwright reads its config, before it collects
 * tests, because the list of tests is the list of stories in the build's `index.json`.
 */
export function buildStorybook(repoRoot: string, outDir: string): void {
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', outDir, '--quiet'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}\n`);
    throw new Error(`storybook build failed (exit ${result.status ?? result.error?.message}): see the output above`);
  }
  console.log(`Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}`);
}

/** Every story of a built Storybook, in the order of its index; docs pages are not stories and are left out. */
export function readStories(storybookDir: string): Story[] {
  const indexFile = join(storybookDir, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`No Storybook index at ${indexFile}: the build did not run.`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, { id: string; title: string; name: string; type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/**
 * The hand-written docs pages (`design-system/src/docs/*.mdx`, titled `Docs/…`): usage guidance per component
 * family and the Foundations. The generated autodocs pages repeat their stories, which are photographed already.
 */
export function readDocsPages(storybookDir: string): Story[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; title: string; name: string; type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs' && entry.title.startsWith('Docs/'))
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** The URL of a docs page in the docs view (no Storybook chrome), in a brand theme and French. */
export function docsUrl(id: string, theme: Theme = 'gamelle'): string {
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=theme:${theme};locale:fr`;
}

/** The URL of one story rendered alone (no Storybook chrome) in a brand theme and a locale. */
export function storyUrl(id: string, theme: Theme, locale: Locale = 'fr'): string {
  const params = new URLSearchParams({ id, viewMode: 'story' });
  // Storybook reads `globals` as `key:value;key:value`; URLSearchParams would escape the `:` and `;`.
  // `a11y.manual` stops the a11y addon's own axe pass after each render (seconds per story): the components
  // suite runs that one, and this suite runs axe itself where it checks accessibility.
  return `/iframe.html?${params.toString()}&globals=theme:${theme};locale:${locale};a11y.manual:!true`;
}
