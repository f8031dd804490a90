import { asc, eq } from 'drizzle-orm';
import type { TrackedOrder } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orders, orderStatusHistory, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { toHistoryEntry } from './order-mapper';

/** One answer for a missing order and a wrong contact alike: it reveals nothing about either. */
const noSuchOrder = () => refuse('not_found', 'We could not find an order with those details.');

/** A phone number as digits, without the country code or trunk zero people sometimes type. */
function phoneKey(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The contact as the tracking limits count it: a phone by its ten digits, an e-mail in lower case,
 * so `+91 98…` and `98…` are one contact.
 */
export function contactKey(contact: string): string {
  return contact.includes('@') ? contact.trim().toLowerCase() : phoneKey(contact);
}

function contactMatches(
  contact: string,
  known: { email: string | null; phones: (string | null | undefined)[] },
): boolean {
  if (contact.includes('@'))
    return known.email !== null && known.email.toLowerCase() === contact.trim().toLowerCase();
  const key = phoneKey(contact);
  return key.length >= 10 && known.phones.some((phone) => phone && phoneKey(phone) === key);
}

/**
 * An order's timeline for whoever knows its number and the mobile or e-mail on it (the shopper's
 * account, or the delivery address's phone), logged in or not. Nothing else of the order is shown.
 */
export async function trackOrder(
  ctx: ServiceContext,
  input: { saleId: string; contact: string },
): Promise<TrackedOrder | Refusal> {
  const [row] = await ctx.db
    .select({ order: orders, email: users.email, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.saleId, input.saleId))
    .limit(1);
  if (!row) return noSuchOrder();
  const known = { email: row.email, phones: [row.phone, row.order.addressSnapshot?.phone] };
  if (!contactMatches(input.contact, known)) return noSuchOrder();
  const history = await ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return {
    sale_id: row.order.saleId,
    status: row.order.status,
    status_history: history.map(toHistoryEntry),
  };
}
