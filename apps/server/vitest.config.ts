import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each test file boots its own app on an in-memory PGlite; PGlite start-up is the slow part.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps the modules it has loaded from one test file to the next: every file builds
    // its own app and database, and what the server keeps at module level is fixed data.
    isolate: false,
  },
});
