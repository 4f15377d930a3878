// `pnpm --filter @gamelle/server worker`: the job worker alone (when the servers run with JOB_WORKER=0).
import { openDatabase } from '../shared/db/database.ts';
import { startWorker } from '../shared/jobs/worker.ts';
import '../shared/jobs/domains.ts';

const db = openDatabase();
const worker = await startWorker(db);
console.log(`Gamelle job worker (${worker.queue.kind}) started.`);
const stop = async () => {
  await worker.stop();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
