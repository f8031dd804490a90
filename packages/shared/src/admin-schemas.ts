// Imported as @kesariya/shared/admin-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the store owner's calls under /api/admin, and of the development outbox. */
import { z } from 'zod';
import { idParam, rawTextField, requiredText, textField, textParam } from './request-fields';

export const adminLoginBody = z.object({
  email: requiredText('email', 254),
  password: rawTextField('password', 200).refine((v) => v.length > 0, {
    error: 'password is required',
  }),
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
  alt: textField('alt', 200),
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
