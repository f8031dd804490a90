import {
  PHOTO_UPLOAD_MAX_BYTES,
  RETURN_COMMENT_MAX,
  RETURN_REASONS,
  type ReturnableItem,
  type ReturnType,
} from '@kesariya/shared';

/** What the shopper has filled in so far; kept whole whatever the server answers. */
export interface ReturnFormFields {
  itemIds: number[];
  reason: string;
  comment: string;
  size: string;
  addressId: number | null;
  photo: File | null;
}

/** The form's fields as their messages are placed: one message beside each. */
export type ReturnFormField = 'items' | 'reason' | 'comment' | 'size' | 'address' | 'photo';

export type ReturnFormProblems = Partial<Record<ReturnFormField, string>>;

export const EMPTY_RETURN_FORM: ReturnFormFields = {
  itemIds: [],
  reason: '',
  comment: '',
  size: '',
  addressId: null,
  photo: null,
};

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * Why a chosen photo cannot be sent, or null when it can: a picture, no larger than the server
 * takes. The server checks the file again, and more closely.
 */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/'))
    return 'Please choose a picture (a JPEG, PNG, WebP, AVIF or GIF file)';
  if (file.size > PHOTO_UPLOAD_MAX_BYTES)
    return `This photo is ${megabytes(file.size)}; please choose one of ${megabytes(PHOTO_UPLOAD_MAX_BYTES)} or less`;
  return null;
}

/**
 * The sizes a replacement may come in: those every chosen item has in stock for its quantity, in
 * the order the first item lists them.
 */
export function replacementSizes(items: ReturnableItem[], chosen: number[]): string[] {
  const picked = items.filter((item) => chosen.includes(item.order_item_id));
  const [first, ...rest] = picked;
  if (!first) return [];
  const inStock = (item: ReturnableItem, size: string) =>
    item.sizes.some((s) => s.size === size && s.stock >= item.qty);
  return first.sizes
    .map((s) => s.size)
    .filter((size) => inStock(first, size) && rest.every((item) => inStock(item, size)));
}

/** The form's messages, one per field, in the words the shopper reads beside it. */
export function returnFormProblems(
  fields: ReturnFormFields,
  type: ReturnType,
  sizes: string[],
): ReturnFormProblems {
  const problems: ReturnFormProblems = {};
  const verb = type === 'return' ? 'return' : 'replace';
  if (fields.itemIds.length === 0) problems.items = `Please pick at least one item to ${verb}`;
  if (!(RETURN_REASONS as readonly string[]).includes(fields.reason))
    problems.reason = 'Please choose a reason';
  if (fields.comment.trim().length > RETURN_COMMENT_MAX)
    problems.comment = `Please keep the comment to ${RETURN_COMMENT_MAX} characters (it has ${fields.comment.trim().length})`;
  if (type === 'replace' && fields.itemIds.length > 0) {
    if (sizes.length === 0)
      problems.size =
        'No size is in stock for all the items you picked; please ask for them one at a time';
    else if (!sizes.includes(fields.size))
      problems.size = 'Please choose the size you want instead';
  }
  if (fields.addressId === null) problems.address = 'Please choose a pickup address';
  if (fields.photo) {
    const problem = photoProblem(fields.photo);
    if (problem) problems.photo = problem;
  }
  return problems;
}

/** The request's fields (their API names) as the form places their messages. */
const SERVER_FIELDS: Record<string, ReturnFormField> = {
  item_ids: 'items',
  reason: 'reason',
  comment: 'comment',
  size: 'size',
  address_id: 'address',
  photo: 'photo',
};

/**
 * A refusal's field messages (`other_data.errors`) beside the form's fields; none for a refusal
 * of the request as a whole or of a field the form does not show (the order).
 */
export function problemsOfRefusal(fields: Record<string, string>): ReturnFormProblems {
  const problems: ReturnFormProblems = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[name];
    if (field) problems[field] ??= message;
  }
  return problems;
}
