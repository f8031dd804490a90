import { eq } from 'drizzle-orm';
import type { StaffReturnRequest } from '@kesariya/shared';
import { returnRequests, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { nextReturnStatuses } from './return-moves';
import { findReturn } from './return-queries';

/** One request as staff work it: whose it is, and which moves it may take now. */
export async function findStaffReturn(
  ctx: ServiceContext,
  id: number,
): Promise<StaffReturnRequest | Refusal> {
  const request = await findReturn(ctx, id);
  if (!request) return refuse('not_found', 'Return request not found', 'id');
  const [owner] = await ctx.db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(returnRequests)
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.id, id));
  return {
    ...request,
    customer: {
      id: owner!.id,
      name: `${owner!.first} ${owner!.last}`.trim(),
      email: owner!.email,
      phone: owner!.phone,
    },
    next_statuses: [...nextReturnStatuses(request.type, request.status)],
  };
}
