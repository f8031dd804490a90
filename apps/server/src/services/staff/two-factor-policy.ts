import { and, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import { STAFF_ROLES, type TwoFactorPolicy } from '@kesariya/shared';
import { backOfficePolicy, staffSessions, staffTwoFactor, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/**
 * The owner's rule that everyone signs in to the back office with two-factor
 * (docs/decisions/back-office.md, Two-factor sign-in). Off until the owner turns it on.
 */
export async function twoFactorRequired(ctx: ServiceContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ required: backOfficePolicy.twoFactorRequired })
    .from(backOfficePolicy)
    .where(eq(backOfficePolicy.id, 1))
    .limit(1);
  return row?.required ?? false;
}

/** Members who may sign in (or are invited to) and have no confirmed two-factor sign-in. */
const withoutTwoFactor = () =>
  and(
    inArray(users.role, [...STAFF_ROLES]),
    eq(users.status, 'Y'),
    notExists(
      sql`(select 1 from ${staffTwoFactor} where ${staffTwoFactor.userId} = ${users.id} and ${staffTwoFactor.confirmedAt} is not null)`,
    ),
  );

export async function readTwoFactorPolicy(ctx: ServiceContext): Promise<TwoFactorPolicy> {
  const [required, [row]] = await Promise.all([
    twoFactorRequired(ctx),
    ctx.db.select({ n: count() }).from(users).where(withoutTwoFactor()),
  ]);
  return { required, members_without: Number(row?.n ?? 0) };
}

export const SET_UP_YOURS_FIRST =
  'Set up two-factor sign-in for yourself first (Your account), so the rule cannot lock you out.';

/**
 * Turns the rule on or off. Turning it on signs out at once every member without two-factor
 * sign-in, whose next sign-in then goes through setting it up; the owner who turns it on must have
 * it already.
 */
export async function setTwoFactorPolicy(
  ctx: ServiceContext,
  actor: AuditActor,
  required: boolean,
): Promise<TwoFactorPolicy | Refusal> {
  if (required) {
    const [own] = await ctx.db
      .select({ confirmedAt: staffTwoFactor.confirmedAt })
      .from(staffTwoFactor)
      .where(eq(staffTwoFactor.userId, actor.id))
      .limit(1);
    if (!own?.confirmedAt) return refuse('conflict', SET_UP_YOURS_FIRST);
  }
  await ctx.db.transaction(async (tx) => {
    const before = await twoFactorRequired({ db: tx });
    await tx
      .insert(backOfficePolicy)
      .values({ id: 1, twoFactorRequired: required })
      .onConflictDoUpdate({
        target: backOfficePolicy.id,
        set: { twoFactorRequired: required, updatedAt: new Date() },
      });
    let signedOut = 0;
    if (required) {
      const unenrolled = tx.select({ id: users.id }).from(users).where(withoutTwoFactor());
      const ended = await tx
        .delete(staffSessions)
        .where(inArray(staffSessions.userId, unenrolled))
        .returning({ userId: staffSessions.userId });
      signedOut = new Set(ended.map((row) => row.userId)).size;
    }
    if (before !== required)
      await recordChange({ db: tx }, actor, {
        action: 'staff.two_factor_required',
        targetType: 'settings',
        targetId: 'two_factor',
        before: { required: before },
        after: required ? { required, members_signed_out: signedOut } : { required },
      });
  });
  return readTwoFactorPolicy(ctx);
}
