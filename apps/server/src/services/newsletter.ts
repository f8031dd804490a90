import { newsletterSubscribers } from '../db/schema';
import type { ServiceContext } from './context';

/** Subscribes an address; a repeated address is not an error (the shopper already is subscribed). */
export async function subscribe(ctx: ServiceContext, email: string): Promise<{ created: boolean }> {
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
