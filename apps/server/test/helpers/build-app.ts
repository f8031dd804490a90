import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { DEV_BASIC_PASSWORD, DEV_BASIC_USER, MEMORY_DATA_DIR, type Config } from '../../src/config';
import { refuseInPostgresFreeFile } from './postgres-free';
import { createScratchDatabase } from './postgres';
import { restoreTemplatePictures, TEST_PRODUCTS } from './test-catalogue';

export const AUTH = `Basic ${Buffer.from(`${DEV_BASIC_USER}:${DEV_BASIC_PASSWORD}`).toString('base64')}`;
export { TEST_PRODUCTS } from './test-catalogue';

/**
 * scrypt's N = 2^12 instead of production's 2^17: the tests log in hundreds of times, and what the
 * cost itself does is tested once (test/hardening/password-cost.test.ts).
 */
const TEST_PASSWORD_COST_LOG2 = 12;

/**
 * The proof of work before a mobile OTP at a fiftieth of production's: every test that sends one
 * solves it for real, as a browser does (test/auth/kit.ts), in milliseconds rather than seconds.
 */
export const TEST_OTP_CHALLENGE_MAX_NUMBER = 1000;

/** A built web app stand-in, so the SPA fallback can be tested without running Vite. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--app-config--><title>Kesariya</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let template: Blob | undefined;

/** The migrated, seeded database dumped by test/global-setup.ts (PGlite runs only). */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplatePath');
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * Builds the real app on an in-memory PGlite with the demo catalogue (or on a database of its own
 * on PostgreSQL when TEST_DATABASE_URL is set). Close it with `app.close()`; the database goes with
 * it. Either way the database starts as a copy of a template made once per run
 * (test/global-setup.ts), so no two starts share a row.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Registers test-only routes before the app is sealed. */
  setup?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  refuseInPostgresFreeFile('builds a test app');
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The template holds the default demo catalogue; on PGlite it also serves tests that skip
  // seeding (demoData: false), which only want a quick start. Another catalogue size starts empty
  // (on PostgreSQL: migrated, for the app to seed), as does demoData: false on PostgreSQL.
  const usesDefaultData = overrides.demoProducts === undefined && !overrides.dataDir;
  const templates = adminUrl ? inject('postgresTemplates') : undefined;
  const seededCopy =
    usesDefaultData && (!adminUrl || (overrides.demoData !== false && !!templates));
  const database = adminUrl
    ? await createScratchDatabase(
        adminUrl,
        't',
        seededCopy ? templates?.seeded : templates?.migrated,
      )
    : null;
  const picturesFile = seededCopy ? inject('templatePicturesPath') : undefined;
  const app = await buildApp({
    dataDir: MEMORY_DATA_DIR,
    databaseUrl: database?.url,
    demoData: true,
    demoProducts: TEST_PRODUCTS,
    webDistDir: fakeWebDist(),
    logger: false,
    redisUrl: undefined,
    passwordCostLog2: TEST_PASSWORD_COST_LOG2,
    otpChallengeMaxNumber: TEST_OTP_CHALLENGE_MAX_NUMBER,
    // Messages are sent by the job queue's worker: tests wait for them, half a second at most.
    jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1 },
    pgliteTemplate: !database && usesDefaultData ? pgliteTemplate() : undefined,
    ...overrides,
  });
  if (database) {
    // Once the app has closed: onClose hooks run last-added first, so a hook added here would drop
    // the database (with FORCE) under the job queue's workers and the pool still closing on it.
    const close = app.close.bind(app);
    app.close = (async () => {
      await close();
      await database.drop();
    }) as typeof app.close;
  }
  setup?.(app);
  await app.ready();
  // The template's pictures are kept beside it, not in it (test/helpers/test-catalogue.ts).
  if (picturesFile) await restoreTemplatePictures(app.media.storage, picturesFile);
  return app;
}
