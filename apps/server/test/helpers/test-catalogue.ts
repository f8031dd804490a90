import fs from 'node:fs';
import type { Db } from '../../src/db/client';
import { seedDatabase } from '../../src/services/seed';
import { buildDemoCatalogue, loadDemoCatalogue } from '../../src/demo/index';
import type { UploadStorage } from '../../src/storage';

/** How many demo products every test database holds (the template of test/global-setup.ts). */
export const TEST_PRODUCTS = 240;

/**
 * Seeds the template database of test/global-setup.ts. The pictures' originals go to the upload
 * storage, which neither a database dump nor a copy of a template database carries: they are
 * answered here, to be kept beside it.
 */
export async function seedTestCatalogue(db: Db): Promise<Map<string, Buffer>> {
  const originals = new Map<string, Buffer>();
  const storage: UploadStorage = {
    description: 'test template',
    put: async (key, body) => void originals.set(key, body),
    get: async (key) => originals.get(key) ?? null,
    delete: async (key) => void originals.delete(key),
  };
  await seedDatabase(db, {
    demoData: true,
    loadDemo: (tx) =>
      loadDemoCatalogue(tx, storage, buildDemoCatalogue({ productCount: TEST_PRODUCTS })),
  });
  return originals;
}

/** Writes the template's originals to `file`; answers how to remove them again. */
export function saveTemplatePictures(file: string, originals: Map<string, Buffer>): () => void {
  const encoded = Object.fromEntries(
    [...originals].map(([key, body]) => [key, body.toString('base64')]),
  );
  fs.writeFileSync(file, JSON.stringify(encoded));
  return () => fs.rmSync(file, { force: true });
}

let templatePictures: [string, Buffer][] | undefined;

/** Puts the originals kept beside a template (in `file`) into a test app's upload storage. */
export async function restoreTemplatePictures(storage: UploadStorage, file: string): Promise<void> {
  templatePictures ??= Object.entries(
    JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>,
  ).map(([key, body]) => [key, Buffer.from(body, 'base64')]);
  for (const [key, body] of templatePictures) await storage.put(key, body, 'image/svg+xml');
}
