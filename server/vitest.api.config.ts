import { defineConfig } from 'vitest/config';

// API behaviour over real HTTP: globalSetup migrates a fresh database (SQLite file in a temp folder, or a new
// PostgreSQL database when TEST_DATABASE_URL is set), starts the API as a child process and hands its URL over.
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-sqlite',
    root: import.meta.dirname,
    include: ['test/api/**/*.test.ts'],
    globalSetup: ['test/api/global-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files share one server and database: run them one after another so counts stay predictable.
    fileParallelism: false,
  },
});
