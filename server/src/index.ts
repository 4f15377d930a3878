export { createApi } from './app.ts';
export type { ApiOptions } from './app.ts';
export { openDatabase, type DatabaseHandle } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
