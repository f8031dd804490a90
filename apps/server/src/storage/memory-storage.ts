import { assertSafeKey, type UploadStorage } from './upload-storage';

/** Originals in a map: the storage of an in-memory instance (DATA_DIR=memory://), which keeps nothing. */
export function memoryUploadStorage(): UploadStorage {
  const objects = new Map<string, Buffer>();
  return {
    description: 'memory',
    async put(key, body) {
      assertSafeKey(key);
      objects.set(key, Buffer.from(body));
    },
    async get(key) {
      assertSafeKey(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      assertSafeKey(key);
      objects.delete(key);
    },
  };
}
