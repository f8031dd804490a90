import { count, eq, sql } from 'drizzle-orm';
import { productSlug } from '@kesariya/shared';
import type { DemoCatalogue } from '../demo/types';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import {
  categories,
  coupons,
  faqs,
  moduleConfigs,
  policyPages,
  productImages,
  productSizes,
  products,
  promotionalMessages,
  storeSettings,
  users,
} from './schema';

/** Rows per INSERT: big enough to be fast, small enough to stay far below PostgreSQL's 65535 parameters. */
const BATCH = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  adminCreated: boolean;
}

/**
 * DESIGN.md: an empty database (no categories) gets the demo catalogue when DEMO_DATA is true;
 * a non-empty one is kept. The admin account is created whenever ADMIN_EMAIL is set and missing.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demoData: boolean;
    catalogue: () => DemoCatalogue | Promise<DemoCatalogue>;
    admin?: { email: string; password: string } | undefined;
    now?: Date;
  },
): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, products: 0, adminCreated: false };
  const [existing] = await db.select({ n: count() }).from(categories);
  if (options.demoData && (existing?.n ?? 0) === 0) {
    const catalogue = await options.catalogue();
    result.products = await insertCatalogue(db, catalogue, options.now ?? new Date());
    // Planner statistics for the new rows: PGlite has no autovacuum to gather them, and without
    // them it plans the catalogue as if each table held one row (search took seconds at 10,000).
    await db.execute(sql`analyze categories, products, product_sizes, product_images`);
    result.seeded = true;
  }
  if (options.admin)
    result.adminCreated = await ensureAdmin(db, options.admin.email, options.admin.password);
  return result;
}

async function insertCatalogue(db: Db, catalogue: DemoCatalogue, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Categories: parents before children, so each child can point at its parent's new id.
    const idByKey = new Map<string, number>();
    let pending = [...catalogue.categories];
    while (pending.length > 0) {
      const ready = pending.filter((c) => c.parentKey === null || idByKey.has(c.parentKey));
      if (ready.length === 0) throw new Error('Demo categories reference a missing parent');
      const inserted = await tx
        .insert(categories)
        .values(
          ready.map((c) => ({
            title: c.title,
            slug: c.slug,
            description: c.description,
            parentId: c.parentKey === null ? null : (idByKey.get(c.parentKey) ?? null),
            sortOrder: c.sortOrder,
            imageArt: c.art,
            status: 'Y' as const,
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
      for (const c of ready) idByKey.set(c.key, idBySlug.get(c.slug)!);
      pending = pending.filter((c) => !idByKey.has(c.key));
    }

    for (const batch of chunks(catalogue.products)) {
      const inserted = await tx
        .insert(products)
        .values(
          batch.map((p) => {
            const categoryId = idByKey.get(p.categoryKey);
            if (categoryId === undefined)
              throw new Error(`Demo product ${p.sku} has unknown category ${p.categoryKey}`);
            const createdAt = new Date(now.getTime() - p.addedDaysAgo * DAY_MS);
            return {
              categoryId,
              name: p.name,
              slug: productSlug(p.name),
              description: p.description,
              fabric: p.fabric,
              color: p.color,
              colorFamily: p.colorFamily,
              care: p.care,
              occasion: p.occasion,
              mrpPaise: p.mrp,
              pricePaise: p.price,
              isHotDeal: p.isHotDeal,
              isBestSeller: p.isBestSeller,
              isNewArrival: p.isNewArrival,
              isCollection: p.isCollection,
              popularity: p.popularity,
              sku: p.sku,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: products.id, sku: products.sku });
      const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
      const sizeRows = batch.flatMap((p) =>
        p.sizes.map((s, position) => ({
          productId: idBySku.get(p.sku)!,
          size: s.size,
          stock: s.stock,
          position,
        })),
      );
      const imageRows = batch.flatMap((p) =>
        p.images.map((art, i) => ({
          productId: idBySku.get(p.sku)!,
          position: i + 1,
          kind: 'generated' as const,
          art,
          alt: `${p.name}, ${art.view === 'front' ? 'front view' : art.view === 'detail' ? 'fabric close-up' : 'styled view'}`,
        })),
      );
      for (const rows of chunks(sizeRows)) await tx.insert(productSizes).values(rows);
      for (const rows of chunks(imageRows)) await tx.insert(productImages).values(rows);
    }

    const s = catalogue.store;
    await tx.insert(storeSettings).values({
      id: 1,
      value: {
        storeName: s.storeName,
        tagline: s.tagline,
        addressLine: s.addressLine,
        city: s.city,
        state: s.state,
        pincode: s.pincode,
        phone: s.phone,
        supportEmail: s.supportEmail,
        supportHours: s.supportHours,
        gstin: s.gstin,
        mapLink: s.mapLink,
        mapEmbedLink: s.mapEmbedLink,
        socials: s.socials,
      },
    });

    // Spec section 9: terms is policy 1 and privacy policy 2; ids are kept as the catalogue gives them.
    if (catalogue.policies.length > 0) {
      await tx.insert(policyPages).values(
        catalogue.policies.map((p) => ({
          id: p.id,
          slug: p.slug,
          title: p.title,
          contentHtml: p.content,
        })),
      );
      // Explicit ids leave the identity sequence behind; move it past them for pages added later.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('policy_pages', 'id'), (select max(id) from policy_pages))`,
      );
    }
    if (catalogue.faqs.length > 0) {
      await tx.insert(faqs).values(
        catalogue.faqs.map((f) => ({
          question: f.question,
          answer: f.answer,
          topic: f.topic,
          sortOrder: f.sortOrder,
        })),
      );
    }
    await tx
      .insert(promotionalMessages)
      .values({ message: catalogue.promotionalMessage, active: true });
    if (catalogue.coupons.length > 0) {
      await tx.insert(coupons).values(
        catalogue.coupons.map((c) => ({
          code: c.code.toUpperCase(),
          description: c.description,
          kind: c.kind,
          value: c.value,
          maxDiscountPaise: c.maxDiscount,
          minOrderPaise: c.minOrder,
          perUserLimit: c.perUserLimit,
          validFrom: now,
          validUntil: new Date(now.getTime() + c.validDays * DAY_MS),
        })),
      );
    }
    if (catalogue.modules.length > 0) {
      await tx
        .insert(moduleConfigs)
        .values(catalogue.modules.map((moduleName) => ({ moduleName, status: 'Y' as const })))
        .onConflictDoNothing();
    }
    return catalogue.products.length;
  });
}

/** Creates the first admin account; an existing account with that e-mail is left as it is. */
async function ensureAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized))
    .limit(1);
  if (existing) return false;
  await db.insert(users).values({
    email: normalized,
    firstName: 'Store',
    lastName: 'Admin',
    passwordHash: await hashPassword(password),
    role: 'admin',
    status: 'Y',
    emailVerifiedAt: new Date(),
  });
  return true;
}
