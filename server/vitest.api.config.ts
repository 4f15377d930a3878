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
    // Several tests run the operators' command line (a Node start per run, 2–5 s on a busy 2-core machine): 20 s
    // timed out there while the same tests take 3–6 s on a quiet one. A hung test still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Test files share one server and database: run them one after another so counts stay predictable.
    fileParallelism: false,
  },
});
