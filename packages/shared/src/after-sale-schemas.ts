// Imported as @kesariya/shared/after-sale-schemas, not from the index: the web bundle must not pull in zod.
/**
 * Requests of the return, replacement and support-ticket calls, the shopper's and the staff's.
 * A request that does not fit is refused with 400 and a message naming the field.
 */
import { z } from 'zod';
import {
  RETURN_COMMENT_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TYPES,
  TICKET_MESSAGE_MAX,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from './after-sale-types';
import {
  choiceField,
  choiceParam,
  countParam,
  idField,
  idParam,
  requiredText,
  single,
  textField,
} from './request-fields';

/** A form field's one value, trimmed. */
const trimmedValue = (v: unknown) =>
  typeof single(v) === 'string' ? (single(v) as string).trim() : single(v);

const oneOf = (field: string, values: readonly string[]) =>
  `${field} must be one of: ${values.join(', ')}`;

/** Ids as a comma list ("12,13"), a repeated field or a JSON array; duplicates count once. */
const idListField = (field: string, maxItems: number) => {
  const message = `${field} must be up to ${maxItems} ids separated by commas`;
  return z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : (v ?? '')),
    z
      .string({ error: message })
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .refine((parts) => parts.length > 0, { error: `${field} is required` })
      .refine(
        (parts) => parts.length <= maxItems && parts.every((p) => /^[1-9][0-9]{0,9}$/.test(p)),
        {
          error: message,
        },
      )
      .transform((parts) => [...new Set(parts.map(Number))]),
  );
};

/** An optional uploaded file (multipart); an empty file field counts as none. */
const optionalFile = (field: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' || (v instanceof Uint8Array && v.length === 0) ? undefined : v,
    z
      .custom<Uint8Array>((v) => v instanceof Uint8Array, {
        error: `${field} must be a picture sent as a file`,
      })
      .optional(),
  );

const saleIdText = (field: string) => textField(field, 40).transform((v) => v.toUpperCase());

export const returnCreateBody = z
  .object({
    sale_id: saleIdText('sale_id').refine((v) => v !== '', { error: 'sale_id is required' }),
    item_ids: idListField('item_ids', 50),
    type: choiceField('type', RETURN_TYPES),
    reason: choiceField('reason', RETURN_REASONS),
    comment: textField('comment', RETURN_COMMENT_MAX),
    size: textField('size', 20),
    address_id: idField('address_id'),
    photo: optionalFile('photo'),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'replace' && body.size === '')
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: 'size is required for a replacement',
      });
  });

export const returnListQuery = z.object({
  type: choiceParam(RETURN_TYPES, 'type must be return or replace'),
});

export const returnParams = z.object({ id: idParam('id') });

export const adminReturnStatusBody = z
  .object({
    // The moves staff make: `requested` is where every request starts.
    status: z.preprocess(
      trimmedValue,
      z.enum(RETURN_STATUSES).exclude(['requested'], {
        error: oneOf(
          'status',
          RETURN_STATUSES.filter((s) => s !== 'requested'),
        ),
      }),
    ),
    refund_to: z.preprocess(
      (v) => (single(v) === '' ? undefined : single(v)),
      z.enum(['wallet', 'original'], { error: 'refund_to must be wallet or original' }).optional(),
    ),
    note: textField('note', 500),
  })
  .superRefine((body, ctx) => {
    // The shopper is told why; a refusal without a reason helps nobody.
    if (body.status === 'rejected' && body.note === '')
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'note is required to reject a request: say why',
      });
  });

export const adminReturnListQuery = z.object({
  status: choiceParam(RETURN_STATUSES, 'status must be a return request status'),
  type: choiceParam(RETURN_TYPES, 'type must be return or replace'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 50, 20),
});

export const ticketCreateBody = z.object({
  subject: requiredText('subject', TICKET_SUBJECT_MAX),
  message: requiredText('message', TICKET_MESSAGE_MAX),
  sale_id: saleIdText('sale_id'),
});

export const ticketReplyBody = z.object({
  message: requiredText('message', TICKET_MESSAGE_MAX),
});

export const ticketParams = z.object({ id: idParam('id') });

export const adminTicketListQuery = z.object({
  status: choiceParam(TICKET_STATUSES, 'status must be open, answered or closed'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 50, 20),
});
