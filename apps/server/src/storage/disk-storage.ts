import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type UploadStorage } from './upload-storage';

/** Originals as files under one folder (DATA_DIR/media/uploads by default). */
export function diskUploadStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);

  /** The key's file; a key that would resolve outside the folder is refused (defence in depth). */
  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep))
      throw new Error(`Storage key escapes the folder: ${key}`);
    return file;
  }

  return {
    description: `disk (${root})`,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader (or a crash) never leaves half a picture under the key.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
