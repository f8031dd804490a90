/** A change's before and after, read as the fields that changed. */
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';

export interface FieldChange {
  /** The field's path, as the log keeps it: `status`, `address.city`. */
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping that changes with every write and says nothing about the change. */
const NOISE = new Set(['updated_at', 'updatedAt']);
const LONGEST = 160;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted paths; lists stay whole, as one value. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (!isPlainObject(value)) {
    if (prefix) into.set(prefix, value);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (NOISE.has(key)) continue;
    flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as one short line: nothing is a dash, yes/no for flags, a moment in IST, lists and
 * objects as JSON.
 */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/**
 * The fields whose value differs between before and after, in the order they appear. A creation
 * (nothing before) lists what was set; a deletion, what was there.
 */
export function diffOf(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  // A bare value (a count, a name) is a change of the whole target.
  if (old.size === 0 && !isPlainObject(before) && before !== null && before !== undefined)
    old.set('value', before);
  if (now.size === 0 && !isPlainObject(after) && after !== null && after !== undefined)
    now.set('value', after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(old.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({
      field,
      before: showValue(old.get(field)),
      after: showValue(now.get(field)),
    }));
}

/** `order.out_for_delivery` as a person reads it: "Order: out for delivery". */
export function actionLabel(action: string): string {
  const [subject = '', ...rest] = action.split('.');
  const what = rest.join(' ').replace(/_/g, ' ');
  const head = subject.charAt(0).toUpperCase() + subject.slice(1).replace(/_/g, ' ');
  return what ? `${head}: ${what}` : head;
}

/** A field's path as a label: `tracking_number` reads "tracking number". */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ');

/** Where the back office shows the target of an entry, when it has a page of its own. */
export function targetHref(target: { type: string; id: string }): string | null {
  switch (target.type) {
    case 'order':
      return paths.order.getHref(target.id);
    case 'product':
      return paths.product.getHref(target.id);
    case 'return':
      return paths.returnRequest.getHref(target.id);
    case 'ticket':
      return paths.ticket.getHref(target.id);
    case 'customer':
      return paths.customer.getHref(target.id);
    case 'staff':
      return paths.staff.getHref();
    default:
      return null;
  }
}
