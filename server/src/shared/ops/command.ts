import type { DatabaseHandle } from '../db/database.ts';

/** One subcommand of `pnpm ops` (server/src/cli/ops.ts): a domain adds its own by listing it there. */
export interface OpsCommand {
  summary: string;
  usage: string;
  /** Does the work and answers what to print; throws an Error whose message is shown (exit code 1). */
  run(args: string[], db: DatabaseHandle): Promise<string>;
}
