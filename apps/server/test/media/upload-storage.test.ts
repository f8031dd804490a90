import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { diskUploadStorage } from '../../src/storage/disk-storage';
import { tempDataDir } from './admin-kit';

const dirs: ReturnType<typeof tempDataDir>[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

function storageDir() {
  const dir = tempDataDir();
  dirs.push(dir);
  return { root: path.join(dir.dir, 'uploads'), outside: dir.dir };
}

describe('disk upload storage', () => {
  it('writes, reads and deletes an original, leaving no temporary files', async () => {
    const { root } = storageDir();
    const storage = diskUploadStorage(root);
    await storage.put('products/7/a1b2.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fs.readdirSync(path.join(root, 'products', '7'))).toEqual(['a1b2.jpg']);
    expect(await storage.get('products/7/a1b2.jpg')).toEqual(Buffer.from('jpeg bytes'));
    await storage.delete('products/7/a1b2.jpg');
    expect(await storage.get('products/7/a1b2.jpg')).toBeNull();
    await expect(storage.delete('products/7/a1b2.jpg')).resolves.toBeUndefined();
  });

  it('never reads or writes outside its folder', async () => {
    const { root, outside } = storageDir();
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'not an upload');
    const storage = diskUploadStorage(root);
    for (const key of [
      '../secret.txt',
      '/etc/passwd',
      'products/../../secret.txt',
      'a\\..\\b.jpg',
    ]) {
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
      await expect(storage.delete(key)).rejects.toThrow();
    }
    expect(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('not an upload');
  });
});

describe('S3 settings', () => {
  it('uses the bucket when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://s3.example.in',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'https://s3.example.in',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('refuses to start with half an S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.in' })).toThrow(
      /S3_BUCKET: required/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
