import type { DatabaseHandle } from '../db/database.ts';
import './domains.ts';
import { type RunningWorker, startWorker } from './worker.ts';

/** The worker a server process starts beside its HTTP listener, unless JOB_WORKER=0 (a separate worker runs). */
export async function startJobsWithServer(db: DatabaseHandle): Promise<RunningWorker | null> {
  if (process.env.JOB_WORKER === '0') return null;
  return startWorker(db);
}
