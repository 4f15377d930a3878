// Publishes the design system's Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says it
// skipped and exits 0, so a machine without the token (every developer's, and CI until one is configured)
// never fails because of it. Not part of `npm test`: run it with `pnpm --filter @gamelle/visual-tests chromatic`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { planChromatic } from '../src/chromatic.ts';
import { repoRoot, storybookDir, visualRoot } from '../src/paths.ts';
import { buildStorybook } from '../src/storybook.ts';

const plan = planChromatic(process.env, { storybookDir, configFile: join(visualRoot, 'chromatic.config.json') });
console.log(plan.message);
if (!plan.publish) process.exit(0);

buildStorybook(repoRoot, storybookDir);
const result = spawnSync('pnpm', ['exec', 'chromatic', ...plan.args], { cwd: visualRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
