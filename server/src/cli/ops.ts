// `pnpm ops <command> …`: operator commands on the shop's database (DATABASE_URL / DATA_DIR as the server).
// A domain adds a subcommand by writing an OpsCommand (shared/ops/command.ts) and listing it below.
import { openDatabase } from '../shared/db/database.ts';
import { clockCommand } from '../shared/ops/clock.ts';
import type { OpsCommand } from '../shared/ops/command.ts';
import { orderCommand } from '../order/ops.ts';
import { jobsCommand } from '../shared/jobs/ops.ts';
import { subscriptionCommand } from '../subscription/ops.ts';
import { campaignsCommand } from '../marketing/ops.ts';
import { messagesCommand } from '../service/messages-ops.ts';
import { newsletterCommand } from '../service/newsletter-ops.ts';
import '../shared/jobs/domains.ts';

const commands: Record<string, OpsCommand> = {
  clock: clockCommand,
  order: orderCommand,
  jobs: jobsCommand,
  subscription: subscriptionCommand,
  campaigns: campaignsCommand,
  messages: messagesCommand,
  newsletter: newsletterCommand,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.error(
    `Usage: pnpm ops <command> …\n${Object.entries(commands)
      .map(([key, c]) => `  ${key}: ${c.summary}\n    ${c.usage}`)
      .join('\n')}`,
  );
  process.exit(name ? 1 : 0);
}
const db = openDatabase();
try {
  console.log(await command.run(args, db));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
