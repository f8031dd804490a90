import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { refuse, type Refusal } from '../../errors';
import type { PasswordContext, ServiceContext } from '../context';
import { signupRewardPhones, users, walletLedger } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import type { UserRow } from './sessions';
import { creditWallet } from '../wallet/ledger';

export async function findUserByPhone(ctx: ServiceContext, phone: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/**
 * The account holding an address, whatever its case. Several accounts may hold the same address
 * unproven (only a proven one is unique), so the proven holder comes first.
 */
export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(sql`${users.emailVerifiedAt} is null`, users.id)
    .limit(1);
  return row ?? null;
}

/**
 * Who a shopper's e-mail stands for at login and reset: a customer whose address was proven by OTP
 * (docs/decisions/auth-and-sessions.md, Sessions and identity). An unproven address is nobody's
 * identity, and staff never sign in through the shopper's calls.
 */
export async function findShopperByEmail(
  ctx: ServiceContext,
  email: string,
): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNotNull(users.emailVerifiedAt),
        eq(users.role, 'customer'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether an address is already someone's: proven by an account, or held by staff at all. Either
 * refuses a sign-up or a change to it; an address a shopper merely typed blocks nobody.
 */
export async function emailIsClaimed(
  ctx: ServiceContext,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        or(isNotNull(users.emailVerifiedAt), ne(users.role, 'customer')),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Other shoppers' unproven copies of an address go when someone proves it: the proof decides. */
export async function clearUnprovenEmail(
  ctx: ServiceContext,
  email: string,
  exceptUserId: number,
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ email: null, updatedAt: new Date() })
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.emailVerifiedAt),
        eq(users.role, 'customer'),
        ne(users.id, exceptUserId),
      ),
    );
}

export async function findUserById(ctx: ServiceContext, id: number): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * A shopper's e-mail and password login. Only a customer's proven address matches. An address that
 * matches nobody still costs one scrypt run against a dummy hash, so neither the answer nor its
 * timing tells whether an account (or a member of staff) has it
 * (docs/decisions/auth-and-sessions.md, Passwords and login failures).
 */
export async function authenticateShopper(
  ctx: PasswordContext,
  email: string,
  password: string,
): Promise<UserRow | null> {
  return checkPassword(ctx, await findShopperByEmail(ctx, email), password);
}

/** Password login of any account by its address (the back office keeps its own role checks). */
export async function authenticateByPassword(
  ctx: PasswordContext,
  email: string,
  password: string,
): Promise<UserRow | null> {
  return checkPassword(ctx, await findUserByEmail(ctx, email), password);
}

async function checkPassword(
  ctx: PasswordContext,
  user: UserRow | null,
  password: string,
): Promise<UserRow | null> {
  if (!user?.passwordHash) {
    await ctx.passwords.verifyNobody(password);
    return null;
  }
  if (!(await ctx.passwords.verify(password, user.passwordHash))) return null;
  // A hash made at an older, cheaper cost is replaced while the password is at hand.
  if (ctx.passwords.needsRehash(user.passwordHash)) await setPassword(ctx, user.id, password);
  return user;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  password: string | null;
  referredBy: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
}

export type RegisterResult = { ok: true; user: UserRow } | Refusal;

const phoneTaken = () =>
  refuse('conflict', 'This mobile number is already registered. Please log in with it.', 'phone');
export const emailTaken = () =>
  refuse('conflict', 'This e-mail address is already registered. Please log in with it.', 'email');

/**
 * Pays the sign-up reward for a proven phone, once per phone ever and once per account: the phone
 * is recorded, so deleting the account and signing up again, or moving the phone to another
 * account, earns nothing more (docs/decisions/storefront-screens.md, Registration popup and
 * reward). Runs inside the caller's transaction; true when it paid.
 */
export async function rewardProvenPhone(
  ctx: ServiceContext,
  input: { userId: number; phone: string; rewardPaise: number },
): Promise<boolean> {
  if (input.rewardPaise <= 0) return false;
  const [already] = await ctx.db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, input.userId), eq(walletLedger.reason, 'signup_reward')))
    .limit(1);
  if (already) return false;
  const claimed = await ctx.db
    .insert(signupRewardPhones)
    .values({ phone: input.phone, userId: input.userId })
    .onConflictDoNothing()
    .returning({ phone: signupRewardPhones.phone });
  if (claimed.length === 0) return false;
  await creditWallet(ctx, {
    userId: input.userId,
    amountPaise: input.rewardPaise,
    reason: 'signup_reward',
    reference: 'Registration reward',
  });
  return true;
}

/**
 * Creates the account, and credits the registration reward for a proven phone in the same
 * transaction: the ledger row and the balance never disagree. An e-mail not proven in this sign-up
 * is kept on the account but is no login identity until proven.
 */
export async function registerUser(
  ctx: PasswordContext,
  input: NewAccount,
  rewardPaise: number,
): Promise<RegisterResult> {
  if (input.phone && (await findUserByPhone(ctx, input.phone))) return phoneTaken();
  if (input.email && (await emailIsClaimed(ctx, input.email))) return emailTaken();
  const passwordHash = input.password ? await ctx.passwords.hash(input.password) : null;
  const now = new Date();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          email: input.email,
          passwordHash,
          referredBy: input.referredBy,
          phoneVerifiedAt: input.phoneVerified ? now : null,
          emailVerifiedAt: input.email && input.emailVerified ? now : null,
        })
        .returning();
      if (input.email && input.emailVerified)
        await clearUnprovenEmail({ db: tx }, input.email, created!.id);
      if (input.phone && input.phoneVerified)
        await rewardProvenPhone(
          { db: tx },
          { userId: created!.id, phone: input.phone, rewardPaise },
        );
      // The trigger set the balance after the row above was returned: read it as it now is.
      const [credited] = await tx.select().from(users).where(eq(users.id, created!.id));
      return credited!;
    });
    return { ok: true, user };
  } catch (error) {
    // Two sign-ups racing for the same phone or e-mail: the unique index decides.
    if (violatesUniqueIndex(error, 'users_phone_unique')) return phoneTaken();
    if (violatesUniqueIndex(error, 'users_email_lower_unique')) return emailTaken();
    throw error;
  }
}

export async function setPassword(
  ctx: PasswordContext,
  userId: number,
  password: string,
): Promise<void> {
  const passwordHash = await ctx.passwords.hash(password);
  await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
