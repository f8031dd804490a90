import { eq } from 'drizzle-orm';
import { formatMoney, type ReturnRequest } from '@kesariya/shared';
import { messagesOf, type ServiceContext } from '../context';
import { users } from '../../db/schema';
import type { StoreDetails } from '../settings/store-details';

/** The moves a shopper hears about: the request itself and each decision on it. */
const TOLD = ['requested', 'approved', 'rejected', 'refunded', 'replacement_shipped'] as const;
type ToldStatus = (typeof TOLD)[number];

function isTold(status: string): status is ToldStatus {
  return (TOLD as readonly string[]).includes(status);
}

function subjectOf(request: ReturnRequest, status: ToldStatus): string {
  const what = request.type === 'return' ? 'return' : 'replacement';
  const order = `order ${request.sale_id}`;
  switch (status) {
    case 'requested':
      return `We received your ${what} request for ${order}`;
    case 'approved':
      return `Your ${what} request for ${order} is approved`;
    case 'rejected':
      return `Your ${what} request for ${order} was not approved`;
    case 'refunded':
      return `Your refund for ${order} is on its way`;
    case 'replacement_shipped':
      return `Your replacement for ${order} is on its way`;
  }
}

function bodyOf(
  request: ReturnRequest,
  status: ToldStatus,
  note: string,
  store: StoreDetails,
): string[] {
  const address = request.pickup_address;
  switch (status) {
    case 'requested':
      return [
        'Our team will look at it and write to you again.',
        `Pickup address: ${address.address_line}, ${address.city} ${address.pincode}`,
      ];
    case 'approved':
      return [
        `Our courier will collect the items from ${address.address_line}, ${address.city} ${address.pincode}. Please keep them packed with their tags.`,
      ];
    case 'rejected':
      return [
        `Why: ${note}`,
        'Reply to this e-mail or open a ticket under Customer Support if you have questions.',
      ];
    case 'refunded': {
      const refund = request.refund!;
      const amount = formatMoney(refund.amount);
      return [
        refund.to === 'wallet'
          ? `${amount} has been added to your ${store.storeName} wallet; you can spend it on your next order.`
          : `${amount} is on its way back to your original payment method; your bank may take a few working days to show it.`,
      ];
    }
    case 'replacement_shipped':
      return [
        `Your replacement in size ${request.replacement_size} is order ${request.replacement_sale_id}, at no charge. We will tell you when it is delivered.`,
      ];
  }
}

/**
 * Queues the e-mail that tells the shopper their request was received or decided, in the
 * transaction of that change (docs/decisions/platform-and-security.md, Work that is never lost).
 */
export async function queueReturnUpdate(
  ctx: ServiceContext,
  userId: number,
  request: ReturnRequest,
): Promise<void> {
  const { status } = request;
  if (!isTold(status)) return;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.email) return;
  const note = request.history.at(-1)?.note ?? '';
  const items = request.items.map((item) => `- ${item.name} (size ${item.size}) x ${item.qty}`);
  const messages = messagesOf(ctx);
  const store = await messages.store(ctx.db);
  await messages.queue(ctx.db, {
    channel: 'email',
    to: user.email,
    subject: subjectOf(request, status),
    text: [
      `Namaste ${user.firstName || 'there'},`,
      '',
      ...bodyOf(request, status, note, store),
      '',
      ...items,
      ...(note && status !== 'rejected' ? ['', `Note from our team: ${note}`] : []),
      '',
      store.storeName,
    ].join('\n'),
    about: request.sale_id,
  });
}
