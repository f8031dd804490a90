import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { passwordHasher, type PasswordHasher } from '../lib/password';
import { ensureOwner } from './staff/staff-accounts';

export interface SeedResult {
  seeded: boolean;
  products: number;
  adminCreated: boolean;
}

/**
 * docs/decisions/catalogue-and-search.md, Demo catalogue: an empty database (no categories) gets
 * the demo catalogue when DEMO_DATA is true; a non-empty one is kept. The owner's account is
 * created whenever ADMIN_EMAIL is set and missing.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demoData: boolean;
    /**
     * Fills the empty database with the demo catalogue and answers its number of products. The
     * caller brings it (plugins/database.ts loads src/demo only then), so nothing here knows the demo.
     */
    loadDemo: (db: Db) => Promise<number>;
    admin?: { email: string; password: string } | undefined;
    /** Hashes the owner's password (production's cost unless given). */
    passwords?: PasswordHasher;
  },
): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, products: 0, adminCreated: false };
  const [existing] = await db.select({ n: count() }).from(categories);
  if (options.demoData && (existing?.n ?? 0) === 0) {
    result.products = await options.loadDemo(db);
    // Planner statistics for the new rows: PGlite has no autovacuum to gather them, and without
    // them it plans the catalogue as if each table held one row (search took seconds at 10,000).
    await db.execute(sql`analyze categories, products, product_sizes, product_images`);
    result.seeded = true;
  }
  if (options.admin)
    result.adminCreated = await ensureOwner(
      { db, passwords: options.passwords ?? passwordHasher() },
      options.admin,
    );
  return result;
}
