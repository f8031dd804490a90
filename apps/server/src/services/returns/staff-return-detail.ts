import { eq } from 'drizzle-orm';
import type { StaffReturnRequest } from '@kesariya/shared';
import { returnRequests, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { courierReturnStatuses, nextReturnStatuses } from './return-moves';
import { courierTracked, findReturnPickup, toPickupBooking } from './return-pickup';
import { findReturn } from './return-queries';

/**
 * One request as staff work it: whose it is, which moves they may make now, and the courier's
 * booking of its pickup.
 */
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
  const pickup = await findReturnPickup(ctx, id);
  const tracked = courierTracked(pickup);
  return {
    ...request,
    customer: {
      id: owner!.id,
      name: `${owner!.first} ${owner!.last}`.trim(),
      email: owner!.email,
      phone: owner!.phone,
    },
    next_statuses: [...nextReturnStatuses(request.type, request.status, tracked)],
    moved_by_courier: tracked && courierReturnStatuses(request.status).length > 0,
    pickup_booking: toPickupBooking(pickup),
  };
}
