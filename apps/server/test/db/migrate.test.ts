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
let folders: string[] = [];

/** A copy of the committed migrations whose journal lists `entries`. */
function migrationsListing(entries: Journal['entries']): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-migrations-'));
  folders.push(folder);
  fs.cpSync(committed, folder, { recursive: true });
  const listed: Journal = { ...journal, entries };
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(listed));
  return folder;
}

/** A new, empty database of the engine under test (PostgreSQL when TEST_DATABASE_URL is set). */
async function emptyDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  return database;
}

/** The committed migrations plus one a later release would bring: a table of its own. */
function migrationsOfNextRelease(): string {
  const last = journal.entries.at(-1)!;
  const added = { ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_next-release' };
  const nextRelease = migrationsListing([...journal.entries, added]);
  fs.writeFileSync(
    path.join(nextRelease, `${added.tag}.sql`),
    'CREATE TABLE "next_release_probe" ("id" integer);',
  );
  return nextRelease;
}

afterEach(async () => {
  await database?.close();
  await scratch?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  database = scratch = undefined;
  folders = [];
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

  it('gives each product stored before garment types the garment its first picture draws', async () => {
    const db = await emptyDatabase();
    const before = journal.entries.findIndex((e) =>
      e.tag.endsWith('_garment-type-and-picture-originals'),
    );
    await migrateDatabase(db, migrationsListing(journal.entries.slice(0, before)));
    await db.rows(sql`insert into categories (id, title, slug) values (1, 'Men', 'men')`);
    await db.rows(sql`
      insert into products (id, category_id, name, slug, mrp_paise, price_paise, sku) values
        (1, 1, 'Sherwani', 'sherwani', 100, 100, 'S1'),
        (2, 1, 'Photographed', 'photographed', 100, 100, 'S2'),
        (3, 1, 'Bare', 'bare', 100, 100, 'S3')`);
    await db.rows(sql`
      insert into product_images (product_id, position, kind, art, storage_key) values
        (1, 2, 'generated', '{"shape":"kurta","view":"detail"}', null),
        (1, 1, 'generated', '{"shape":"sherwani","view":"front"}', null),
        (2, 1, 'upload', null, 'products/2/photo.jpg'),
        (2, 2, 'generated', '{"shape":"kurta","view":"front"}', null)`);

    await migrateDatabase(db);
    const typed = await db.rows<{ id: number; garment_type: string | null }>(
      sql`select id, garment_type from products order by id`,
    );
    // As the size chart was picked until now: by the first picture, and none for a photo.
    expect(typed).toEqual([
      { id: 1, garment_type: 'sherwani' },
      { id: 2, garment_type: null },
      { id: 3, garment_type: null },
    ]);
    // A new database migrated twice over, half the history each time: minutes on a busy machine.
  }, 180_000);
});
