import { join } from 'node:path';

/** Where things are, from this package's folder, so every command works from the repo root or from here. */
export const visualRoot = join(import.meta.dirname, '..');
export const repoRoot = join(visualRoot, '..');
/** The Storybook build the suite photographs (git-ignored like every `storybook-static/`). */
export const storybookDir = join(visualRoot, 'storybook-static');
/** Committed baselines: `storybook/<story id>/<theme>-<width>.png`, `storefront/<page>/<locale>-<width>.png`. */
export const baselineDir = join(visualRoot, '__screenshots__');

/** High ports away from the ones people use (3000, 6006) and the e2e suite's (3210). */
export const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);
export const storefrontPort = Number(process.env.VISUAL_STOREFRONT_PORT ?? 3220);
