import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { baselineDir, repoRoot, storybookDir, storybookPort, storefrontPort, visualRoot } from './src/paths.ts';
import { buildStorybook } from './src/storybook.ts';

// QA's visual gate: every story × brand theme × width, axe on every story × theme, and the shop's key pages in
// French and Dutch, each screenshot compared with a committed baseline. `--update-snapshots` re-takes them.

// Playwright evaluates this file again in every worker: build Storybook and create the shop's database folder
// once, in the runner, and hand them to the workers through the environment.
// VISUAL_SUITES=storybook (or storefront) runs one half, e.g. while a page or a story is being worked on.
const suites = new Set((process.env.VISUAL_SUITES ?? 'storybook,storefront').split(','));
if (suites.has('storybook') && !process.env.VISUAL_STORYBOOK_READY) {
  // VISUAL_REUSE_STORYBOOK=1 photographs the last build as it is (quicker when only tests changed).
  const reuse = process.env.VISUAL_REUSE_STORYBOOK === '1' && existsSync(join(storybookDir, 'index.json'));
  if (!reuse) buildStorybook(repoRoot, storybookDir);
  process.env.VISUAL_STORYBOOK_READY = '1';
}
const dataDir = process.env.VISUAL_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gamelle-visual-'));
process.env.VISUAL_DATA_DIR = dataDir;
// The server refuses to start in production without a signing key; a throwaway one per run, never a constant.
const authSecret = (process.env.VISUAL_AUTH_SECRET ??= randomBytes(32).toString('hex'));

// The orchestrator passes `--reporter=list,json,html`, which drops the options below: say the same through the
// environment, so the HTML report lands in the same folder and never starts a server waiting for a browser.
const reportDir = join(visualRoot, 'playwright-report');
process.env.PLAYWRIGHT_HTML_OUTPUT_DIR ??= reportDir;
process.env.PLAYWRIGHT_HTML_OPEN ??= 'never';

const storybookURL = `http://127.0.0.1:${storybookPort}`;
const storefrontURL = `http://127.0.0.1:${storefrontPort}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: join(visualRoot, 'test-results'),
  // One baseline per name, no platform or project suffix: the suite only ever runs Debian's Chromium on Linux.
  snapshotPathTemplate: `${baselineDir}/{arg}{ext}`,
  fullyParallel: true,
  // Two cores on every machine of the project (and CI): one browser per core.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  reporter: [['list'], ['html', { outputFolder: reportDir, open: 'never' }]],
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Per-pixel colour tolerance (0..1, YIQ): 0.02 lets no brand colour change through. Rendering on these
      // machines is deterministic (software rendering, no GPU) but for a rare anti-aliased pixel: one CI run of
      // 724 found 1 pixel off in one shot (Forms/Switch, 1260 px), never reproduced in 36 reruns, loaded or not.
      // Ten pixels is below anything a person sees and below any real change (a 1 px border of the smallest
      // control is 60 pixels or more), so such a pixel does not fail a run.
      threshold: 0.02,
      maxDiffPixels: 10,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        // Same glyph shapes and colours on every machine: no hinting, sRGB, no scrollbar in the shot.
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
      ],
    },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'off',
  },
  projects: [
    ...(suites.has('storybook')
      ? [{ name: 'storybook', testMatch: ['storybook.spec.ts', 'gate.spec.ts'], use: { baseURL: storybookURL } }]
      : []),
    ...(suites.has('storefront')
      ? [{ name: 'storefront', testMatch: 'storefront-*.spec.ts', use: { baseURL: storefrontURL } }]
      : []),
  ],
  webServer: [
    ...(suites.has('storybook')
      ? [
          {
            command: `"${process.execPath}" scripts/serve-static.ts "${storybookDir}" ${storybookPort}`,
            cwd: visualRoot,
            url: `${storybookURL}/index.json`,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(suites.has('storefront')
      ? [
          {
            // The shop as `npm start` serves it: production build, fresh database seeded with the demo data.
            command: `pnpm run build && "${process.execPath}" ../server/src/cli/setup.ts && "${process.execPath}" serve.ts`,
            cwd: join(repoRoot, 'storefront'),
            url: `${storefrontURL}/api/health`,
            timeout: 300_000,
            reuseExistingServer: false,
            env: {
              PORT: String(storefrontPort),
              HOST: '127.0.0.1',
              DATA_DIR: dataDir,
              OUTBOX_DIR: join(dataDir, 'outbox'),
              NODE_ENV: 'production',
              AUTH_SECRET: authSecret,
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
