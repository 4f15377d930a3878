import type { OpsCommand } from '../ops/command.ts';
import { openJobQueue, runDueJobs } from './worker.ts';

const usage = 'pnpm ops jobs run | list';

/** `pnpm ops jobs …`: run what is due now (after `pnpm ops clock advance`), or count the jobs by state. */
export const jobsCommand: OpsCommand = {
  summary: 'run the jobs due now by the shop clock (renewals, reminders), or count them by state',
  usage,
  async run(args, db) {
    const [action = 'list'] = args;
    if (action === 'run') {
      const { ran, failed } = await runDueJobs(db);
      return `Ran ${ran} job(s)${failed ? `, ${failed} failed (retried later, see pnpm ops jobs list)` : ''}.`;
    }
    if (action === 'list') {
      const queue = openJobQueue(db);
      try {
        const counts = await queue.counts();
        const text = Object.entries(counts)
          .map(([state, n]) => `${state}: ${n}`)
          .join(', ');
        return `Jobs (${queue.kind}): ${text || 'none'}`;
      } finally {
        await queue.stop();
      }
    }
    throw new Error(usage);
  },
};
