import fs from 'node:fs/promises';
import path from 'node:path';

/** Where rendered images are kept between requests: files under DATA_DIR, or memory in tests. */
export interface ImageCache {
  get(key: string): Promise<Buffer | null>;
  set(key: string, value: Buffer): Promise<void>;
  /** Forgets a render (its picture was removed); a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Files under a directory; keys are relative paths built by the media routes from integers only. */
export function diskImageCache(directory: string): ImageCache {
  return {
    async get(key) {
      try {
        return await fs.readFile(path.join(directory, key));
      } catch {
        return null;
      }
    },
    async set(key, value) {
      const file = path.join(directory, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, value);
      await fs.rename(temporary, file);
    },
    async delete(key) {
      await fs.rm(path.join(directory, key), { force: true });
    },
  };
}

/** A least-recently-used map bounded by total bytes (Map keeps insertion order). */
export function memoryImageCache(maxBytes = 32 * 1024 * 1024): ImageCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    async get(key) {
      const value = entries.get(key);
      if (!value) return null;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    async set(key, value) {
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.length;
      for (const [oldKey, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= oldValue.length;
      }
    },
    async delete(key) {
      const value = entries.get(key);
      if (!value) return;
      entries.delete(key);
      bytes -= value.length;
    },
  };
}
