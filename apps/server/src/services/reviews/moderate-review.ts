import { eq } from 'drizzle-orm';
import type { ReviewStatus } from '@kesariya/shared';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { reviews, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import { messagesOf, type ServiceContext } from '../context';
import { refreshProductRating } from './product-rating';

export interface ReviewDecision {
  reviewId: number;
  /** Unchanged when absent: a reply alone leaves the review as it is. */
  status?: ReviewStatus;
  reason: string;
  reply: string;
}

/** Queues the e-mail that tells the shopper why their review no longer shows. */
async function queueHiddenNotice(
  ctx: ServiceContext,
  userId: number,
  review: { id: number; title: string },
  reason: string,
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.email) return;
  const messages = messagesOf(ctx);
  const store = await messages.store(ctx.db);
  await messages.queue(ctx.db, {
    channel: 'email',
    to: user.email,
    subject: 'Your review is no longer shown',
    text: [
      `Namaste ${user.firstName || 'there'},`,
      '',
      `Your review "${review.title}" is no longer shown on our store.`,
      `Why: ${reason}`,
      '',
      'Reply to this e-mail or open a ticket under Customer Support if you have questions.',
      '',
      store.storeName,
    ].join('\n'),
    about: `review ${review.id}`,
  });
}

/**
 * Staff hide a review (with a reason the shopper is told), publish it again, or reply as the
 * store; the product's rating, the audit log and the shopper's message are written in one
 * transaction (docs/decisions/reviews.md).
 */
export async function moderateReview(
  ctx: ServiceContext,
  staff: AuditActor,
  decision: ReviewDecision,
): Promise<{ id: number } | Refusal> {
  const done = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, messages: ctx.messages };
    const [before] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, decision.reviewId))
      .for('update');
    if (!before) return null;
    const status = decision.status ?? before.status;
    const hiding = status === 'hidden' && before.status !== 'hidden';
    const [after] = await tx
      .update(reviews)
      .set({
        status,
        hiddenReason: status === 'hidden' ? decision.reason || before.hiddenReason : null,
        ...(decision.reply ? { storeReply: decision.reply, storeReplyAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, before.id))
      .returning();
    if (status !== before.status) await refreshProductRating(txCtx, before.productId);
    if (hiding) await queueHiddenNotice(txCtx, before.userId, before, decision.reason);
    const audited = (row: typeof before) => ({
      status: row.status,
      hidden_reason: row.hiddenReason,
      store_reply: row.storeReply,
    });
    await recordChange(txCtx, staff, {
      action: decision.reply && !decision.status ? 'review.reply' : 'review.status',
      targetType: 'review',
      targetId: String(before.id),
      before: audited(before),
      after: audited(after!),
    });
    return { id: before.id };
  });
  if (!done) return refuse('not_found', 'Review not found');
  catalogueChanged(ctx);
  return done;
}
