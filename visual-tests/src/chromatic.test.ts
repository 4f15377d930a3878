import { describe, expect, it } from 'vitest';
import { planChromatic } from './chromatic.ts';

const options = {
  storybookDir: '/repo/visual-tests/storybook-static',
  configFile: '/repo/visual-tests/chromatic.config.json',
};

describe('planChromatic', () => {
  it('skips, saying why, when no token is set', () => {
    const plan = planChromatic({}, options);
    expect(plan).toEqual({ publish: false, message: expect.stringContaining('CHROMATIC_PROJECT_TOKEN is not set') });
  });

  it('skips when the token is blank', () => {
    expect(planChromatic({ CHROMATIC_PROJECT_TOKEN: '  ' }, options).publish).toBe(false);
  });

  it('publishes the built Storybook with the shared config when a token is set', () => {
    const plan = planChromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_secret' }, options);
    expect(plan.publish).toBe(true);
    if (!plan.publish) return;
    expect(plan.args).toEqual(['--config-file', options.configFile, '--storybook-build-dir', options.storybookDir]);
  });

  it('never puts the token on the command line', () => {
    const plan = planChromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_secret', CI: 'true' }, options);
    expect(plan.publish && plan.args.join(' ')).not.toContain('chpt_secret');
  });

  it('runs non-interactively in CI', () => {
    const plan = planChromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_secret', CI: 'true' }, options);
    expect(plan.publish && plan.args).toContain('--ci');
  });
});
