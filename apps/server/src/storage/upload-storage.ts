/**
 * Where uploaded originals live: a folder under DATA_DIR or an S3-compatible bucket. Only the
 * originals are kept here; the WebP renders are a local cache that can always be rebuilt from them.
 */
export interface UploadStorage {
  /** Which backend this is, for the start-up log. */
  readonly description: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are built by the server (`products/12/<uuid>.jpg`), but they are also read back from the
 * database: anything else (absolute paths, `..`, backslashes) is refused before it reaches a backend.
 */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 200) throw new Error(`Unsafe storage key: ${key}`);
}

/**
 * Where a picture's original is kept in the upload storage: beside the other originals of its
 * product or category, under a name the caller makes unique.
 */
export function originalKey(
  owner: 'products' | 'categories' | 'reviews',
  id: number,
  name: string,
  extension: string,
): string {
  return `${owner}/${id}/${name}.${extension}`;
}
