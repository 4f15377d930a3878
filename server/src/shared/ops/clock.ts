import type { DatabaseHandle } from '../db/database.ts';
import { clockFromEnvironment, clockSettable, parseDuration, readClockOffset, writeClockOffset } from '../clock.ts';
import type { OpsCommand } from './command.ts';

const usage = 'pnpm ops clock show | set <ISO instant> | advance <duration: 7d, 1d12h, -2h, 90m> | reset';

/** `pnpm ops clock …`: what "now" is for the shop's date rules, and moving it in a demo (see server/README.md). */
export const clockCommand: OpsCommand = {
  summary: 'show, set or advance the shop clock of a demo (refused in production unless DEMO_MODE=1)',
  usage,
  async run(args: string[], db: DatabaseHandle): Promise<string> {
    const [action = 'show', value] = args;
    if (action !== 'show') {
      if (!clockSettable())
        throw new Error('The clock of a production shop cannot be moved (set DEMO_MODE=1 on a demo shop).');
      const offset = await readClockOffset(db.kysely);
      // The time before any offset: the real one, or CLOCK_NOW's.
      const base = (await current(db)).getTime() - offset;
      if (action === 'set') {
        const at = value ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(at)) throw new Error(`Not an ISO instant: ${value ?? '(none)'}. ${usage}`);
        await writeClockOffset(db.kysely, at - base);
      } else if (action === 'advance') {
        const by = value ? parseDuration(value) : null;
        if (by === null) throw new Error(`Not a duration: ${value ?? '(none)'}. ${usage}`);
        await writeClockOffset(db.kysely, offset + by);
      } else if (action === 'reset') {
        await writeClockOffset(db.kysely, 0);
      } else throw new Error(usage);
    }
    const now = await current(db);
    const offset = await readClockOffset(db.kysely);
    return `Shop clock: ${now.toISOString()} (offset ${offset} ms${process.env.CLOCK_NOW ? `, CLOCK_NOW=${process.env.CLOCK_NOW}` : ''})`;
  },
};

async function current(db: DatabaseHandle): Promise<Date> {
  const clock = clockFromEnvironment(db.kysely);
  await clock.refresh?.();
  return clock.now();
}
