import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@kesariya/shared';
import { staffInvitations, staffTwoFactor, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import { findUserByEmail, findUserById } from '../auth/accounts';
import type { UserRow } from '../auth/sessions';
import type { PasswordContext, ServiceContext } from '../context';
import { staffPasswordProblem } from './password-strength';
import { endSignInsOf } from './staff-sign-ins';
import { destroyStaffSessionsOf } from './staff-sessions';
import { clearTwoFactor, hasTwoFactor } from './two-factor';

/** An invitation link works for a week, once. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export type { StaffAccount };

export function toStaffAccount(user: UserRow, twoFactor = false): StaffAccount {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email ?? '',
    role: user.role as StaffRole,
    state: user.status !== 'Y' ? 'removed' : user.passwordHash ? 'active' : 'invited',
    two_factor: twoFactor,
    created_at: user.createdAt.toISOString(),
  };
}

/** Everyone who has had a back-office account, owners first, then by name. */
export async function listStaff(ctx: ServiceContext): Promise<StaffAccount[]> {
  const rows = await ctx.db
    .select({ user: users, twoFactorOn: isNotNull(staffTwoFactor.confirmedAt) })
    .from(users)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.role), asc(users.firstName), asc(users.id));
  return rows.map((row) => toStaffAccount(row.user, Boolean(row.twoFactorOn)));
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new owner's account, signed in with `passwordHash` from now on. */
export async function insertOwner(
  ctx: ServiceContext,
  input: { email: string; name: string; passwordHash: string },
): Promise<UserRow> {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      ...splitName(input.name),
      passwordHash: input.passwordHash,
      role: 'owner',
      status: 'Y',
      emailVerifiedAt: new Date(),
    })
    .returning();
  return user!;
}

/**
 * The first owner, from ADMIN_EMAIL / ADMIN_PASSWORD or `npm run admin:create`. An existing account
 * with that e-mail is left as it is (false), so a restart never resets a changed password.
 */
export async function ensureOwner(
  ctx: PasswordContext,
  input: { email: string; password: string; name?: string },
): Promise<boolean> {
  if (await findUserByEmail(ctx, input.email)) return false;
  await insertOwner(ctx, {
    email: input.email,
    name: input.name ?? 'Store Owner',
    passwordHash: await ctx.passwords.hash(input.password),
  });
  return true;
}

/**
 * `npm run admin:create`: a new owner, or an existing owner or staff account made owner with a new
 * password (the way back in for an owner who lost theirs). A shopper's account is left alone.
 */
export async function makeOwner(
  ctx: PasswordContext,
  input: { email: string; password: string; name?: string | undefined },
): Promise<'created' | 'restored' | 'shopper'> {
  const existing = await findUserByEmail(ctx, input.email);
  if (!existing) {
    await ensureOwner(ctx, { ...input, name: input.name ?? 'Store Owner' });
    return 'created';
  }
  if (existing.role === 'customer') return 'shopper';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'owner',
        status: 'Y',
        passwordHash: await ctx.passwords.hash(input.password),
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    // The way back in for an owner who lost the phone and its recovery codes as well.
    await clearTwoFactor({ db: tx }, existing.id);
    await destroyStaffSessionsOf({ db: tx }, existing.id);
    await endSignInsOf({ db: tx }, existing.id);
  });
  return 'restored';
}

/**
 * An owner invites a new member of staff: the account exists at once (without a password) and the
 * invitation's one-time token comes back to be e-mailed. A shopper's e-mail is refused: staff keep an
 * address of their own, so a shopper login can never stand for them.
 */
export async function inviteStaff(
  ctx: ServiceContext,
  actor: AuditActor,
  input: { name: string; email: string; role: StaffRole },
  now = new Date(),
): Promise<{ account: StaffAccount; token: string } | Refusal> {
  const existing = await findUserByEmail(ctx, input.email);
  if (existing)
    return refuse(
      'conflict',
      existing.role === 'customer'
        ? 'This e-mail belongs to a shopper’s account. Staff need an e-mail address of their own.'
        : 'Someone with this e-mail is already on the staff list.',
      'email',
    );
  const token = randomBytes(32).toString('base64url');
  const account = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        ...splitName(input.name),
        role: input.role,
        status: 'Y',
      })
      .returning();
    await tx.insert(staffInvitations).values({
      tokenHash: hashToken(token),
      userId: user!.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    const created = toStaffAccount(user!);
    await recordChange({ db: tx }, actor, {
      action: 'staff.invite',
      targetType: 'staff',
      targetId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
  return { account, token };
}

const INVITATION_INVALID =
  'This invitation link is no longer valid. Ask the store owner to invite you again.';

/**
 * The invited member of staff chooses a password; the link then stops working. A password the
 * strength rule refuses leaves the link working, to try another.
 */
export async function acceptInvitation(
  ctx: PasswordContext,
  input: { token: string; password: string },
  now = new Date(),
): Promise<UserRow | Refusal> {
  const [invited] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(input.token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!invited) return refuse('not_found', INVITATION_INVALID, 'token');
  const problem = await staffPasswordProblem(input.password, {
    email: invited.email ?? '',
    name: `${invited.firstName} ${invited.lastName}`,
  });
  if (problem) return refuse('invalid_input', problem, 'password');
  const passwordHash = await ctx.passwords.hash(input.password);
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(input.token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: staffInvitations.userId });
    if (!invitation) return refuse('not_found', INVITATION_INVALID, 'token');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, invitation.userId), eq(users.status, 'Y')))
      .returning();
    return user ?? refuse('not_found', INVITATION_INVALID, 'token');
  });
}

/** The e-mail addresses of the owners who may sign in: where alerts about the store go. */
export async function ownerEmails(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.status, 'Y')));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** Owners who may sign in; the store always keeps one once it has had one. */
export async function activeOwners(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.status, 'Y')));
  return Number(row?.n ?? 0);
}

async function staffAccountOf(ctx: ServiceContext, id: number): Promise<UserRow | Refusal> {
  const user = await findUserById(ctx, id);
  if (!user || user.role === 'customer') return refuse('not_found', 'No such member of staff.');
  return user;
}

/**
 * Removal disables the account (its name stays in the audit log and on what it did) and ends its
 * back-office sessions at once. Nobody removes themselves, and the store always keeps an owner.
 */
export async function removeStaff(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
): Promise<StaffAccount | Refusal> {
  if (id === actor.id) return refuse('conflict', 'You cannot remove your own account.');
  return ctx.db.transaction(async (tx) => {
    const found = await staffAccountOf({ db: tx }, id);
    if ('ok' in found) return found;
    if (found.status !== 'Y') return toStaffAccount(found, await hasTwoFactor({ db: tx }, id));
    if (found.role === 'owner' && (await activeOwners({ db: tx })) <= 1)
      return refuse('conflict', 'The store must keep at least one owner.');
    const [removed] = await tx
      .update(users)
      .set({ status: 'N', updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await destroyStaffSessionsOf({ db: tx }, id);
    await endSignInsOf({ db: tx }, id);
    const twoFactor = await hasTwoFactor({ db: tx }, id);
    const after = toStaffAccount(removed!, twoFactor);
    await recordChange({ db: tx }, actor, {
      action: 'staff.remove',
      targetType: 'staff',
      targetId: id,
      before: toStaffAccount(found, twoFactor),
      after,
    });
    return after;
  });
}

/** An owner makes someone an owner or staff; the last owner cannot be demoted. */
export async function changeStaffRole(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
  role: StaffRole,
): Promise<StaffAccount | Refusal> {
  return ctx.db.transaction(async (tx) => {
    const found = await staffAccountOf({ db: tx }, id);
    if ('ok' in found) return found;
    if (found.role === role) return toStaffAccount(found, await hasTwoFactor({ db: tx }, id));
    if (found.role === 'owner' && (await activeOwners({ db: tx })) <= 1)
      return refuse('conflict', 'The store must keep at least one owner.');
    const [changed] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    const twoFactor = await hasTwoFactor({ db: tx }, id);
    const after = toStaffAccount(changed!, twoFactor);
    await recordChange({ db: tx }, actor, {
      action: 'staff.role',
      targetType: 'staff',
      targetId: id,
      before: toStaffAccount(found, twoFactor),
      after,
    });
    return after;
  });
}
