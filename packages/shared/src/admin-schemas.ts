// Imported as @kesariya/shared/admin-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the store owner's calls under /api/admin, and of the development outbox. */
import { z } from 'zod';
import { idParam, textParam } from './request-fields';

export const adminLoginBody = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, { error: 'email is required' })
    .max(254, { error: 'email must be at most 254 characters' }),
  password: z
    .string({ error: 'password is required' })
    .min(1, { error: 'password is required' })
    .max(200, { error: 'password must be at most 200 characters' }),
});

export const productImageParams = z.object({ id: idParam('id') });
export const productImagePositionParams = z.object({
  id: idParam('id'),
  position: idParam('position'),
});

/** A multipart upload: the picture as a file field (bytes) and its optional alt text. */
export const productImageUpload = z.object({
  image: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.length > 0, {
    error: 'image is required: send the picture as a file field',
  }),
  alt: z
    .string({ error: 'alt must be text' })
    .trim()
    .max(200, { error: 'alt must be at most 200 characters' })
    .optional()
    .default(''),
});

/** GET /api/dev/outbox?to=: a phone or an e-mail address, or nothing for every message. */
export const outboxQuery = z.object({
  to: textParam('to', 200).transform((v) => v?.trim() || undefined),
});

/** The admin's login answer: who is signed in, and nothing of the account beyond that. */
export const adminLoginAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ id: z.number(), email: z.string(), name: z.string(), role: z.string() }),
});
