/** What `scripts/chromatic.mjs` does: publish the built Storybook to Chromatic, or say why it did not. */
export type ChromaticPlan = { publish: false; message: string } | { publish: true; message: string; args: string[] };

export interface ChromaticOptions {
  /** The built Storybook to upload (the visual suite's build). */
  storybookDir: string;
  /** `chromatic.config.json`: the project's Chromatic settings, shared with anyone running the CLI by hand. */
  configFile: string;
}

/**
 * Publishes only when `CHROMATIC_PROJECT_TOKEN` is set. The token stays in the environment, where the CLI reads
 * it, and never goes on the command line (which any user of the machine can list).
 */
export function planChromatic(env: Record<string, string | undefined>, options: ChromaticOptions): ChromaticPlan {
  if (!env.CHROMATIC_PROJECT_TOKEN?.trim()) {
    return {
      publish: false,
      message: 'Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (set it to publish the Storybook).',
    };
  }
  const args = ['--config-file', options.configFile, '--storybook-build-dir', options.storybookDir];
  // In CI the CLI must not prompt or draw progress bars.
  if (env.CI) args.push('--ci');
  return { publish: true, message: `Chromatic: publishing ${options.storybookDir}`, args };
}
