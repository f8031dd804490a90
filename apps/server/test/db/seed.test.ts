import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import {
  categories,
  policyPages,
  productImages,
  productSizes,
  products,
  users,
} from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import type { DemoCatalogue } from '../../src/demo/types';
import { verifyPassword } from '../../src/lib/password';

const art = {
  shape: 'saree',
  color: '#aa2233',
  accent: '#ddbb44',
  motif: 'buti',
  view: 'front',
} as const;

/** A two-category, two-product catalogue: enough to check the seeder's wiring. */
const fixture: DemoCatalogue = {
  store: {
    storeName: 'Test Store',
    tagline: 't',
    addressLine: 'a',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    phone: '0200000000',
    supportEmail: 's@example.in',
    supportHours: 'h',
    gstin: '27AAAAA0000A1Z5',
    mapLink: 'https://maps.example',
    mapEmbedLink: 'https://maps.example/embed',
    socials: [],
  },
  promotionalMessage: 'Free shipping',
  categories: [
    {
      key: 'sub',
      title: 'Silk Sarees',
      slug: 'silk-sarees',
      parentKey: 'top',
      description: '',
      sortOrder: 1,
      art,
    },
    {
      key: 'top',
      title: 'Sarees',
      slug: 'sarees',
      parentKey: null,
      description: '',
      sortOrder: 1,
      art,
    },
  ],
  products: [1, 2].map((n) => ({
    name: `Red Silk Saree ${n}`,
    categoryKey: 'sub',
    description: 'd',
    fabric: 'Silk',
    color: 'Red',
    colorFamily: 'Red',
    care: 'Dry clean',
    occasion: 'Wedding',
    mrp: 500000,
    price: 450000,
    sizes: [{ size: 'Free Size', stock: 3 }],
    isHotDeal: false,
    isBestSeller: false,
    isNewArrival: true,
    isCollection: false,
    popularity: n,
    addedDaysAgo: n,
    images: [art, { ...art, view: 'detail' as const }],
    sku: `SKU-${n}`,
  })),
  policies: [
    { id: 1, slug: 'terms-conditions', title: 'Terms', content: '<p>T</p>' },
    { id: 2, slug: 'privacy-policy', title: 'Privacy', content: '<p>P</p>' },
  ],
  faqs: [{ question: 'Q?', answer: 'A.', topic: 'General', sortOrder: 1 }],
  coupons: [
    {
      code: 'welcome10',
      description: '10% off',
      kind: 'percent',
      value: 10,
      maxDiscount: 50000,
      minOrder: 100000,
      perUserLimit: 1,
      validDays: 30,
    },
  ],
  modules: ['cart', 'wishlist'],
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await migrateDatabase(database);
});
afterAll(async () => database.close());

describe('seedDatabase', () => {
  it('loads the catalogue into an empty database, children linked to their parents', async () => {
    const result = await seedDatabase(database.db, { demoData: true, catalogue: () => fixture });
    expect(result).toMatchObject({ seeded: true, products: 2 });
    const [top] = await database.db.select().from(categories).where(eq(categories.slug, 'sarees'));
    const [sub] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'silk-sarees'));
    expect(sub!.parentId).toBe(top!.id);
    expect((await database.db.select({ n: count() }).from(productSizes))[0]!.n).toBe(2);
    expect((await database.db.select({ n: count() }).from(productImages))[0]!.n).toBe(4);
    const pages = await database.db.select().from(policyPages);
    expect(pages.map((p) => p.id).sort()).toEqual([1, 2]);
    // The identity sequence moved past the explicit ids, so a new page gets id 3.
    const [added] = await database.db
      .insert(policyPages)
      .values({ slug: 'new', title: 'New', contentHtml: '' })
      .returning();
    expect(added!.id).toBe(3);
  });

  it('keeps a database that already has a catalogue', async () => {
    const result = await seedDatabase(database.db, { demoData: true, catalogue: () => fixture });
    expect(result.seeded).toBe(false);
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(2);
  });

  it('creates the admin account once, with a scrypt hash', async () => {
    const admin = { email: 'Owner@Kesariya.in', password: 'correct horse battery' };
    expect(
      (await seedDatabase(database.db, { demoData: false, catalogue: () => fixture, admin }))
        .adminCreated,
    ).toBe(true);
    expect(
      (await seedDatabase(database.db, { demoData: false, catalogue: () => fixture, admin }))
        .adminCreated,
    ).toBe(false);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@kesariya.in'));
    expect(row!.role).toBe('admin');
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(admin.password, row!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong', row!.passwordHash!)).toBe(false);
  });
});
