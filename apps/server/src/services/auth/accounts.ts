import { eq, sql } from 'drizzle-orm';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { users } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import type { UserRow } from './sessions';
import { creditWallet } from '../wallet/ledger';

export async function findUserByPhone(ctx: ServiceContext, phone: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/** E-mail addresses are unique whatever their case (the schema's lower(email) index). */
export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(ctx: ServiceContext, id: number): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

let dummyHash: Promise<string> | null = null;

/**
 * E-mail and password login. An unknown address still costs one scrypt run against a dummy hash,
 * so neither the answer nor its timing tells whether the account exists (docs/decisions.md,
 * Passwords and login failures).
 */
export async function authenticateByPassword(
  ctx: ServiceContext,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('kesariya-timing-equaliser');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  // A hash made at an older, cheaper cost is replaced while the password is at hand.
  if (needsRehash(user.passwordHash)) await setPassword(ctx, user.id, password);
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
 * Creates the account and credits the registration reward in one transaction: the ledger row and
 * the balance never disagree.
 */
export async function registerUser(
  ctx: ServiceContext,
  input: NewAccount,
  rewardPaise: number,
): Promise<RegisterResult> {
  if (input.phone && (await findUserByPhone(ctx, input.phone))) return phoneTaken();
  if (input.email && (await findUserByEmail(ctx, input.email))) return emailTaken();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
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
          emailVerifiedAt: input.emailVerified ? now : null,
        })
        .returning();
      await creditWallet(
        { db: tx },
        {
          userId: created!.id,
          amountPaise: rewardPaise,
          reason: 'signup_reward',
          reference: 'Registration reward',
        },
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
  ctx: ServiceContext,
  userId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
