import { MESSAGES, type ContactChannel } from '@kesariya/shared';
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { refuse, type Refusal } from '../../errors';
import { messagesOf, type PasswordContext, type ServiceContext } from '../context';
import { otpChallenges, users } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import type { Message } from '../../jobs/messages';
import { storeSignature, type StoreDetails } from '../settings/store-details';
import { rewardProvenPhone } from './accounts';
import type { OtpChannel } from './otp';
import {
  destroyOtherSessions,
  hasVerifiedEmail,
  hasVerifiedPhone,
  type SessionRow,
  type UserRow,
} from './sessions';

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
 * How fresh a code to the account's present phone or e-mail must be to stand in for the password
 * of an account that has none (docs/decisions/auth-and-sessions.md, Sessions and identity).
 */
export const CONTACT_PROOF_MAX_AGE_MS = 10 * 60_000;

/** Whether this session proved the account's present, proven phone or e-mail by a fresh code. */
function provedPresentContact(user: UserRow, session: SessionRow | null, now: Date): boolean {
  const phone =
    user.phone !== null &&
    user.phoneVerifiedAt !== null &&
    hasVerifiedPhone(session, user.phone, now, CONTACT_PROOF_MAX_AGE_MS);
  const email =
    user.email !== null &&
    user.emailVerifiedAt !== null &&
    hasVerifiedEmail(session, user.email, now, CONTACT_PROOF_MAX_AGE_MS);
  return phone || email;
}

/**
 * Whether the shopper showed it is them before a code goes out to change a contact detail: a
 * logged-in session alone is not enough, since a stolen one could otherwise move both details
 * elsewhere and then reset the password. The account's password when it has one; else a code to
 * its present phone or e-mail verified on this session in the last ten minutes. The caller counts
 * the password tries against the login limits before asking.
 */
export async function contactChangeReauthRefusal(
  ctx: PasswordContext,
  user: UserRow,
  session: SessionRow | null,
  password: string,
  now = new Date(),
): Promise<Refusal | null> {
  if (user.passwordHash) {
    if (!password) return refuse('invalid_input', MESSAGES.loginPasswordRequired, 'password');
    if (!(await ctx.passwords.verify(password, user.passwordHash)))
      return refuse('invalid_input', 'Password is incorrect', 'password');
    return null;
  }
  if (provedPresentContact(user, session, now)) return null;
  return refuse(
    'forbidden',
    'Please confirm it is you first: enter the code we send to your mobile number.',
  );
}

/**
 * Whether the live code for `value` was asked for by this session. Every code for a change is
 * asked for after the account's own re-authentication, so a code asked for from another account
 * (whose owner controls `value` as well) must not change this one.
 */
export async function contactCodeAskedBy(
  ctx: ServiceContext,
  channel: ContactChannel,
  value: string,
  sessionIdHash: string | null,
): Promise<boolean> {
  if (!sessionIdHash) return false;
  const [live] = await ctx.db
    .select({ sessionKey: otpChallenges.sessionKey })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.channel, OTP_CHANNEL_OF[channel]),
        eq(otpChallenges.target, value),
        eq(otpChallenges.purpose, 'verify'),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return live?.sessionKey === sessionIdHash;
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
 * Makes a proven address or number the account's login identity
 * (docs/decisions/auth-and-sessions.md, OTP rules: only proven details sign in). Another account
 * that merely typed the same detail at sign-up, never proving it, loses it: the proof decides whose
 * it is. When the login identity changes hands (a new detail, not the account's own one proven),
 * the account's proven e-mail and phone as they were are told, in the same transaction, and every
 * other session of the account ends: a thief's session does not outlive the owner's next change.
 * Answers the account as it now is, and whether it was such a change.
 */
export async function setProvenContact(
  ctx: ServiceContext,
  user: UserRow,
  channel: ContactChannel,
  value: string,
  options: { rewardPaise?: number; sessionIdHash: string | null },
): Promise<{ ok: true; user: UserRow; changed: boolean } | Refusal> {
  const refusal = await contactChangeRefusal(ctx, user, channel, value);
  if (refusal) return refusal;
  const messages = messagesOf(ctx);
  const rewardPaise = options.rewardPaise ?? 0;
  const changed = ownDetail(user, channel).value !== value;
  const now = new Date();
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      if (changed) {
        const store = await messages.store(tx);
        for (const notice of contactChangeNotices(user, channel, value, messages.textsBySms, store))
          await messages.queue(tx, notice);
        await destroyOtherSessions({ db: tx }, user.id, options.sessionIdHash);
      }
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
      // phone never earned it (docs/decisions/storefront-screens.md, Registration popup and
      // reward).
      if (
        channel === 'mobile' &&
        (await rewardProvenPhone({ db: tx }, { userId: user.id, phone: value, rewardPaise }))
      ) {
        const [credited] = await tx.select().from(users).where(eq(users.id, user.id));
        return credited!;
      }
      return row!;
    });
    return { ok: true, user: updated, changed };
  } catch (error) {
    // Another account proved the same detail a moment earlier: the unique index decides.
    const index = channel === 'email' ? 'users_email_lower_unique' : 'users_phone_unique';
    if (violatesUniqueIndex(error, index)) return taken(channel);
    throw error;
  }
}

const ABOUT = 'contact change';

/**
 * What the account's proven e-mail and phone, as they were before the change, are told: if the
 * change was not the shopper's doing, they learn of it where the thief cannot reach, and can call
 * support. The SMS goes only where the provider can send texts that are not codes.
 */
export function contactChangeNotices(
  before: UserRow,
  channel: ContactChannel,
  value: string,
  textsBySms: boolean,
  store: StoreDetails,
): Message[] {
  const notices: Message[] = [];
  const name = store.storeName;
  const unlessYou = `If you did not make this change, please contact ${name} customer support at once.`;
  if (before.email && before.emailVerifiedAt) {
    const [subject, signsIn, old] =
      channel === 'email'
        ? [
            `Your ${name} e-mail address was changed`,
            `Your ${name} account now signs in with ${value}, proven by a code sent there.`,
            'This address no longer signs in.',
          ]
        : [
            `Your ${name} mobile number was changed`,
            `Your ${name} account now signs in with the mobile number +91 ${value}, proven by a code sent to it.`,
            before.phone && before.phoneVerifiedAt ? `+91 ${before.phone} no longer signs in.` : '',
          ];
    notices.push({
      channel: 'email',
      to: before.email,
      subject,
      text: [
        [signsIn, old, 'Every other device was logged out.'].filter(Boolean).join(' '),
        '',
        unlessYou,
        '',
        storeSignature(store),
      ].join('\n'),
      about: ABOUT,
    });
  }
  if (before.phone && before.phoneVerifiedAt && textsBySms) {
    const what =
      channel === 'email'
        ? 'e-mail address was changed'
        : `mobile number was changed to one ending ${value.slice(-4)}`;
    notices.push({
      channel: 'sms',
      to: before.phone,
      text: `${name}: your account's ${what}. Not you? Contact ${name} customer support at once.`,
      about: ABOUT,
    });
  }
  return notices;
}
