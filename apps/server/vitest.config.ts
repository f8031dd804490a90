import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that never reach PostgreSQL: pure unit tests, and tests that open PGlite
 * whatever the pass (PGlite's own warm-up, server processes on DATA_DIR=memory://). `npm test`
 * runs the server tests on PGlite and again on PostgreSQL (TEST_DATABASE_URL); these would run the
 * very same code the second time, so that pass leaves them out. Every file not listed runs on both:
 * a new file that is not listed costs seconds, never coverage.
 *
 * A listed file that reaches PostgreSQL after all would lose that coverage without a word, so the
 * list is held to it: buildTestApp, createScratchDatabase, postgresUnavailable, and
 * startServerProcess given a DATABASE_URL fail the test in a listed file (on the PGlite pass too,
 * test/helpers/postgres-free.ts), and a listed file may not read TEST_DATABASE_URL itself.
 */
const POSTGRES_FREE_TEST_FILES: string[] = [
  'test/cache/change-message.test.ts',
  'test/cache/response-cache.test.ts',
  'test/catalogue-index/recently-used.test.ts',
  'test/catalogue-index/word-similarity.test.ts',
  'test/config.test.ts',
  'test/db/pglite-warm-up.test.ts',
  'test/db/seed.test.ts',
  'test/demo/catalogue.test.ts',
  'test/demo/garment-art.test.ts',
  'test/demo/production-imports.test.ts',
  'test/hardening/production-start.test.ts',
  'test/hardening/test-gateway.test.ts',
  'test/invoices/invoice-amounts.test.ts',
  'test/lib/render-budget.test.ts',
  'test/media/render-image.test.ts',
  'test/media/upload-storage.test.ts',
  'test/notify/msg91-sms.test.ts',
  'test/orders/apportion.test.ts',
  'test/plugins/graceful-shutdown.test.ts',
  'test/shipping/shiprocket-session.test.ts',
];

for (const file of POSTGRES_FREE_TEST_FILES) {
  const where = fileURLToPath(new URL(file, import.meta.url));
  if (!fs.existsSync(where))
    throw new Error(
      `POSTGRES_FREE_TEST_FILES in apps/server/vitest.config.ts lists ${file}, which is not there.`,
    );
  if (fs.readFileSync(where, 'utf8').includes('TEST_DATABASE_URL'))
    throw new Error(
      `${file} reads TEST_DATABASE_URL, yet POSTGRES_FREE_TEST_FILES in ` +
        'apps/server/vitest.config.ts lists it, so the PostgreSQL pass would leave it out: ' +
        'take it off that list.',
    );
}

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...POSTGRES_FREE_TEST_FILES]
      : configDefaults.exclude,
    provide: { postgresFreeTestFiles: POSTGRES_FREE_TEST_FILES },
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
