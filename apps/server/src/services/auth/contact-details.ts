import type { ContactChannel } from '@kesariya/shared';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { users } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import { rewardProvenPhone } from './accounts';
import type { OtpChannel } from './otp';
import type { UserRow } from './sessions';

/** The OTP channel that proves each contact detail. */
export const OTP_CHANNEL_OF: Record<ContactChannel, OtpChannel> = { email: 'email', mobile: 'sms' };

const NOUN: Record<ContactChannel, string> = { email: 'e-mail address', mobile: 'mobile number' };

const taken = (channel: ContactChannel) =>
  refuse(
    'conflict',
    `This ${NOUN[channel]} is already used by another account. Please use a different one.`,
    'value',
  );

/** The account's own detail of a channel, and whether it was proven. */
function ownDetail(user: UserRow, channel: ContactChannel) {
  return channel === 'email'
    ? { value: user.email?.toLowerCase() ?? null, verified: user.emailVerifiedAt !== null }
    : { value: user.phone, verified: user.phoneVerifiedAt !== null };
}

/**
 * The accounts other than `userId` holding `value`, proven (or not) as their login identity. A
 * staff account's detail counts as proven: a shopper's proof never takes it away.
 */
function heldByOthers(userId: number, channel: ContactChannel, value: string, proven: boolean) {
  const holds =
    channel === 'email' ? sql`lower(${users.email}) = ${value}` : eq(users.phone, value);
  const provenAt = channel === 'email' ? users.emailVerifiedAt : users.phoneVerifiedAt;
  const staff = ne(users.role, 'customer');
  return and(
    ne(users.id, userId),
    holds,
    proven ? or(isNotNull(provenAt), staff) : and(isNull(provenAt), eq(users.role, 'customer')),
  );
}

/**
 * Whether a code may go to `value` for this account: not when another account signs in with it,
 * nor when it already is this account's proven detail (a code would change nothing).
 */
export async function contactChangeRefusal(
  ctx: ServiceContext,
  user: UserRow,
  channel: ContactChannel,
  value: string,
): Promise<Refusal | null> {
  const own = ownDetail(user, channel);
  if (own.verified && own.value === value)
    return refuse('invalid_input', `This is already your verified ${NOUN[channel]}.`, 'value');
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(heldByOthers(user.id, channel, value, true))
    .limit(1);
  return other ? taken(channel) : null;
}

/**
 * Makes a proven address or number the account's login identity (docs/decisions.md, OTP rules:
 * only proven details sign in). Another account that merely typed the same detail at sign-up,
 * never proving it, loses it: the proof decides whose it is. Answers the account as it now is.
 */
export async function setProvenContact(
  ctx: ServiceContext,
  user: UserRow,
  channel: ContactChannel,
  value: string,
  rewardPaise = 0,
): Promise<{ ok: true; user: UserRow } | Refusal> {
  const refusal = await contactChangeRefusal(ctx, user, channel, value);
  if (refusal) return refusal;
  const now = new Date();
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          channel === 'email' ? { email: null, updatedAt: now } : { phone: null, updatedAt: now },
        )
        .where(heldByOthers(user.id, channel, value, false));
      const [row] = await tx
        .update(users)
        .set(
          channel === 'email'
            ? { email: value, emailVerifiedAt: now, updatedAt: now }
            : { phone: value, phoneVerifiedAt: now, updatedAt: now },
        )
        .where(eq(users.id, user.id))
        .returning();
      // An account that signed up without a proven phone earns the sign-up reward now, if this
      // phone never earned it (docs/decisions.md, Registration popup and reward).
      if (
        channel === 'mobile' &&
        (await rewardProvenPhone({ db: tx }, { userId: user.id, phone: value, rewardPaise }))
      ) {
        const [credited] = await tx.select().from(users).where(eq(users.id, user.id));
        return credited!;
      }
      return row!;
    });
    return { ok: true, user: updated };
  } catch (error) {
    // Another account proved the same detail a moment earlier: the unique index decides.
    const index = channel === 'email' ? 'users_email_lower_unique' : 'users_phone_unique';
    if (violatesUniqueIndex(error, index)) return taken(channel);
    throw error;
  }
}

/** The e-mail to the address an account signed in with until it was changed. */
export function contactChangedNotice(newEmail: string): { subject: string; text: string } {
  return {
    subject: 'Your Kesariya e-mail address was changed',
    text: `Your Kesariya account now signs in with ${newEmail}, proven by a code sent there. This address no longer signs in.\n\nIf you did not make this change, please contact Kesariya customer support at once.\n\nKesariya, Pune`,
  };
}
