export { createApi } from './app.ts';
export type { ApiOptions } from './app.ts';
export { openDatabase, type DatabaseHandle } from './shared/db/database.ts';
export { migrateToLatest } from './shared/db/migrate.ts';
export { startJobsWithServer } from './shared/jobs/start.ts';
