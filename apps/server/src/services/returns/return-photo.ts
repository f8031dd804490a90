import { randomUUID } from 'node:crypto';
import { contentTypeOfExtension } from '../../media/inspect-upload';
import type { UploadStorage } from '../../storage';
import type { ServiceContext } from '../context';
import { findReturnRow } from './return-queries';

/** A shopper's photo of a returned item, already checked by `inspectUpload`. */
export interface ReturnPhoto {
  bytes: Buffer;
  extension: string;
  contentType: string;
}

/**
 * Stores the photo's original under the returns prefix of the upload storage. Nothing serves that
 * prefix publicly: the shopper reads it through GET /api/website/return/{id}/photo, staff through
 * GET /api/admin/return/{id}/photo.
 */
export async function storeReturnPhoto(
  storage: UploadStorage,
  userId: number,
  photo: ReturnPhoto,
): Promise<string> {
  const key = `returns/${userId}/${randomUUID()}.${photo.extension}`;
  await storage.put(key, photo.bytes, photo.contentType);
  return key;
}

/** The stored photo with its content type, or null when the file is gone. */
export async function readReturnPhoto(
  storage: UploadStorage,
  key: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const bytes = await storage.get(key);
  const contentType = contentTypeOfExtension(key.slice(key.lastIndexOf('.') + 1));
  return bytes && contentType ? { bytes, contentType } : null;
}

/** A request's photo; with `ownerId`, only when the request is that shopper's. */
export async function findRequestPhoto(
  ctx: ServiceContext,
  storage: UploadStorage,
  requestId: number,
  ownerId?: number,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await findReturnRow(ctx, requestId, ownerId);
  return row?.photoKey ? readReturnPhoto(storage, row.photoKey) : null;
}
