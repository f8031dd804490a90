import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import {
  categories,
  policyPages,
  productImages,
  productSizes,
  products,
  users,
} from '../../src/db/schema';
import { seedDatabase } from '../../src/services/seed';
import { loadDemoCatalogue } from '../../src/demo/index';
import type { DemoCatalogue } from '../../src/demo/types';
import { passwordHasher } from '../../src/lib/password';
import { memoryUploadStorage } from '../../src/storage/memory-storage';

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
    garmentType: 'saree' as const,
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

const storage = memoryUploadStorage();
const loadDemo = (db: Db) => loadDemoCatalogue(db, storage, fixture);

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await migrateDatabase(database);
});
afterAll(async () => database.close());

describe('seedDatabase', () => {
  it('loads the catalogue into an empty database, children linked to their parents', async () => {
    const result = await seedDatabase(database.db, { demoData: true, loadDemo });
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

  it('keeps each product’s garment type, and its pictures as originals in the upload storage', async () => {
    const stored = await database.db.select().from(products);
    expect(stored.map((p) => p.garmentType)).toEqual(['saree', 'saree']);
    const pictures = await database.db.select().from(productImages);
    const tiles = await database.db.select().from(categories);
    const keys = [...pictures.map((p) => p.storageKey), ...tiles.map((c) => c.imageStorageKey)];
    for (const key of keys) {
      expect(key).toMatch(/^(products|categories)\/\d+\/[0-9a-f]{16}\.svgz$/);
      const original = await storage.get(key!);
      // A drawing at the art's own 3:4 size, which the media service draws at any width.
      expect(await sharp(original!).metadata()).toMatchObject({
        format: 'svg',
        width: 300,
        height: 400,
      });
    }
    expect(pictures.map((p) => p.alt).sort()).toEqual([
      'Red Silk Saree 1, fabric close-up',
      'Red Silk Saree 1, front view',
      'Red Silk Saree 2, fabric close-up',
      'Red Silk Saree 2, front view',
    ]);
  });

  it('keeps a database that already has a catalogue', async () => {
    const result = await seedDatabase(database.db, { demoData: true, loadDemo });
    expect(result.seeded).toBe(false);
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(2);
  });

  it('creates the owner account once, with a scrypt hash', async () => {
    const admin = { email: 'Owner@Kesariya.in', password: 'correct horse battery' };
    expect(
      (await seedDatabase(database.db, { demoData: false, loadDemo, admin })).adminCreated,
    ).toBe(true);
    expect(
      (await seedDatabase(database.db, { demoData: false, loadDemo, admin })).adminCreated,
    ).toBe(false);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@kesariya.in'));
    expect(row!.role).toBe('owner');
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const { verify } = passwordHasher();
    expect(await verify(admin.password, row!.passwordHash!)).toBe(true);
    expect(await verify('wrong', row!.passwordHash!)).toBe(false);
  });
});
