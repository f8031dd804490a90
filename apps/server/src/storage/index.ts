import path from 'node:path';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { diskUploadStorage } from './disk-storage';
import { memoryUploadStorage } from './memory-storage';
import { s3UploadStorage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

export type { UploadStorage } from './upload-storage';

/** The storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR. */
export function createUploadStorage(config: Config): UploadStorage {
  if (config.s3) return s3UploadStorage(config.s3);
  if (config.dataDir === MEMORY_DATA_DIR) return memoryUploadStorage();
  return diskUploadStorage(uploadsDirectory(config.dataDir));
}

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'media', 'uploads');
}
