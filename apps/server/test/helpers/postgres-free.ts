import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server test files the PostgreSQL pass leaves out (apps/server/vitest.config.ts). */
    postgresFreeTestFiles: string[];
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Fails the test when its file is one the PostgreSQL pass leaves out (POSTGRES_FREE_TEST_FILES in
 * apps/server/vitest.config.ts) and it is about to do `what`, which on that pass reaches
 * PostgreSQL: left out, the file would lose what it tests there without a word.
 */
export function refuseInPostgresFreeFile(what: string): void {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const file = path.relative(serverRoot, testPath).split(path.sep).join('/');
  if ((inject('postgresFreeTestFiles') ?? []).includes(file))
    throw new Error(
      `${file} ${what}, yet POSTGRES_FREE_TEST_FILES in apps/server/vitest.config.ts lists it, ` +
        'so the PostgreSQL pass leaves it out: take it off that list.',
    );
}
