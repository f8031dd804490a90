import { eq, sql } from 'drizzle-orm';
import { productSlug } from '@kesariya/shared';
import type { Db } from '../db/client';
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
} from '../db/schema';
import type { UploadStorage } from '../storage';
import { originalKey } from '../storage/upload-storage';
import { PICTURE_EXTENSION, pictureOriginal, storeOriginals } from './picture-originals';
import type { DemoCatalogue, DemoCategory, DemoProduct, GarmentArtSpec } from './types';

/** Rows per INSERT: big enough to be fast, small enough to stay far below PostgreSQL's 65535 parameters. */
const BATCH = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Stores a demo catalogue in an empty database the way an owner's own catalogue is kept: rows in
 * the catalogue tables, and every picture as an original in the upload storage, which the media
 * service renders like any uploaded photo. One transaction; a picture's original is written before
 * the row that names it. Answers the number of products.
 */
export async function loadDemoCatalogue(
  db: Db,
  storage: UploadStorage,
  catalogue: DemoCatalogue,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const categoryIds = await insertCategories(tx, storage, catalogue.categories);
    for (const batch of chunks(catalogue.products)) {
      await insertProducts(tx, storage, batch, categoryIds, now);
    }
    await insertStoreContent(tx, catalogue, now);
    return catalogue.products.length;
  });
}

/** Parents before children, so each child can point at its parent's new id; answers id by key. */
async function insertCategories(
  tx: Db,
  storage: UploadStorage,
  list: DemoCategory[],
): Promise<Map<string, number>> {
  const idByKey = new Map<string, number>();
  let pending = [...list];
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
          status: 'Y' as const,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    for (const c of ready) idByKey.set(c.key, idBySlug.get(c.slug)!);
    pending = pending.filter((c) => !idByKey.has(c.key));
  }
  // The tiles: the originals first, then the keys that name them.
  const tiles = list.map((c) => stored('categories', idByKey.get(c.key)!, c.art));
  await storeOriginals(storage, tiles);
  for (const tile of tiles) {
    await tx
      .update(categories)
      .set({ imageStorageKey: tile.key })
      .where(eq(categories.id, tile.ownerId));
  }
  return idByKey;
}

/** One batch of products with their sizes and pictures. */
async function insertProducts(
  tx: Db,
  storage: UploadStorage,
  batch: DemoProduct[],
  categoryIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const inserted = await tx
    .insert(products)
    .values(
      batch.map((p) => {
        const categoryId = categoryIds.get(p.categoryKey);
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
          garmentType: p.garmentType,
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
  for (const rows of chunks(sizeRows)) await tx.insert(productSizes).values(rows);

  const pictures = batch.flatMap((p) =>
    p.images.map((art, i) => ({
      ...stored('products', idBySku.get(p.sku)!, art),
      position: i + 1,
      alt: `${p.name}, ${VIEW_NAMES[art.view]}`,
    })),
  );
  await storeOriginals(storage, pictures);
  const imageRows = pictures.map((picture) => ({
    productId: picture.ownerId,
    position: picture.position,
    kind: 'generated' as const,
    storageKey: picture.key,
    alt: picture.alt,
  }));
  for (const rows of chunks(imageRows)) await tx.insert(productImages).values(rows);
}

const VIEW_NAMES: Record<GarmentArtSpec['view'], string> = {
  front: 'front view',
  detail: 'fabric close-up',
  styled: 'styled view',
};

/** A picture's original and the storage key it goes under. */
function stored(owner: 'products' | 'categories', ownerId: number, art: GarmentArtSpec) {
  const original = pictureOriginal(art);
  return {
    ownerId,
    key: originalKey(owner, ownerId, original.name, PICTURE_EXTENSION),
    bytes: original.bytes,
  };
}

/** Store settings, policy pages, FAQs, the promotion, coupons and the enabled modules. */
async function insertStoreContent(tx: Db, catalogue: DemoCatalogue, now: Date): Promise<void> {
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

  // Terms is policy 1 and privacy policy 2 (docs/decisions/api-and-validation.md, Business
  // constants); ids are kept as the catalogue gives them.
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
}
