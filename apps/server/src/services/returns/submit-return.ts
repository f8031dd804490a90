import type { ReturnRequest } from '@kesariya/shared';
import type { Refusal } from '../../errors';
import type { UploadStorage } from '../../storage';
import type { ServiceContext } from '../context';
import { createReturnRequest, type NewReturnRequest } from './create-return';
import { storeReturnPhoto, type ReturnPhoto } from './return-photo';
import { findReturn } from './return-queries';

/**
 * The shopper's submit button: the photo is stored first, so the request never points at a file
 * that is not there; a refused or repeated submit removes it again. The shopper's e-mail is queued
 * with the request.
 */
export async function submitReturnRequest(
  ctx: ServiceContext,
  services: { storage: UploadStorage },
  input: Omit<NewReturnRequest, 'photoKey'> & { photo: ReturnPhoto | null },
  rules: { returnWindowDays: number },
): Promise<{ request: ReturnRequest; created: boolean } | Refusal> {
  const { storage } = services;
  const { photo, ...fields } = input;
  const photoKey = photo ? await storeReturnPhoto(storage, input.userId, photo) : null;
  let created = false;
  try {
    const result = await createReturnRequest(ctx, { ...fields, photoKey }, rules);
    if (!result.ok) return result;
    created = result.created;
    const request = (await findReturn(ctx, result.id, input.userId))!;
    return { request, created };
  } finally {
    if (photoKey && !created) await storage.delete(photoKey).catch(() => undefined);
  }
}
