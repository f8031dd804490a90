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
  },
});
