import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const committed = migrationsFolder();
const journal = JSON.parse(
  fs.readFileSync(path.join(committed, 'meta', '_journal.json'), 'utf8'),
) as Journal;

let database: Database | undefined;
let scratch: ScratchDatabase | undefined;
let nextRelease: string | undefined;

/** A new, empty database of the engine under test (PostgreSQL when TEST_DATABASE_URL is set). */
async function emptyDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  return database;
}

/** The committed migrations plus one a later release would bring: a table of its own. */
function migrationsOfNextRelease(): string {
  nextRelease = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-migrations-'));
  fs.cpSync(committed, nextRelease, { recursive: true });
  const last = journal.entries.at(-1)!;
  const added = { ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_next-release' };
  const next: Journal = { ...journal, entries: [...journal.entries, added] };
  fs.writeFileSync(path.join(nextRelease, 'meta', '_journal.json'), JSON.stringify(next));
  fs.writeFileSync(
    path.join(nextRelease, `${added.tag}.sql`),
    'CREATE TABLE "next_release_probe" ("id" integer);',
  );
  return nextRelease;
}

afterEach(async () => {
  await database?.close();
  await scratch?.drop();
  if (nextRelease) fs.rmSync(nextRelease, { recursive: true, force: true });
  database = scratch = nextRelease = undefined;
});

async function appliedCount(db: Database): Promise<number> {
  const [row] = await db.rows<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

describe('migrateDatabase', () => {
  it('builds a new database, and a restart with nothing new keeps it as it is', async () => {
    const db = await emptyDatabase();
    await migrateDatabase(db);
    expect(await appliedCount(db)).toBe(journal.entries.length);
    await db.rows(sql`insert into categories (title, slug) values ('Sarees', 'sarees')`);

    await migrateDatabase(db);
    expect(await appliedCount(db)).toBe(journal.entries.length);
    const [kept] = await db.rows<{ n: number }>(sql`select count(*)::int as n from categories`);
    expect(kept!.n).toBe(1);
  });

  it("applies a later release's migration to a database the current one built", async () => {
    const db = await emptyDatabase();
    await migrateDatabase(db);

    await migrateDatabase(db, migrationsOfNextRelease());
    expect(await appliedCount(db)).toBe(journal.entries.length + 1);
    const [probe] = await db.rows<{ found: string | null }>(
      sql`select to_regclass('next_release_probe')::text as found`,
    );
    expect(probe!.found).toBe('next_release_probe');
  });
});
