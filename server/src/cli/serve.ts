// Runs the API alone (when it is its own service behind API_URL). The shop's usual entry is storefront/serve.ts.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from '../app.ts';
import { openDatabase } from '../shared/db/database.ts';
import { startJobsWithServer } from '../shared/jobs/start.ts';

const port = Number(process.env.PORT ?? 3001);
const hostname = process.env.HOST ?? '127.0.0.1';
const db = openDatabase();
const app = new Hono().route('/api', createApi({ db }));
serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Gamelle API on http://${hostname}:${info.port}/api`);
});
// Renewals, reminders and e-mails run beside the API (JOB_WORKER=0: a separate `worker` process does).
const worker = await startJobsWithServer(db);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void (worker?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
  });
