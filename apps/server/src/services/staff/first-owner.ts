import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ownerSetupCodes } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange } from '../audit/audit-log';
import { findUserByEmail } from '../auth/accounts';
import type { UserRow } from '../auth/sessions';
import type { PasswordContext, ServiceContext } from '../context';
import { staffPasswordProblem } from './password-strength';
import { activeOwners, insertOwner, toStaffAccount } from './staff-accounts';
import { newTypedCode, normaliseTypedCode } from './typed-code';

/**
 * The first run of the back office (docs/decisions/back-office.md, Staff and the back office):
 * while the store has no owner, each instance prints a one-time setup code at start, and whoever
 * has it creates the owner's account from /admin. A stranger who finds the page first has no code.
 */

export const ALREADY_SET_UP = 'This store already has an owner. Sign in instead.';
export const WRONG_SETUP_CODE =
  'That is not the setup code. Copy it from the server’s log, where it was printed at start.';

/** Twelve random characters in groups of four, such as 7KQ2-M9XD-40FA: 60 bits. */
export const newSetupCode = () => newTypedCode(3, 4);

/** A code as typed: any case, spaces or dashes anywhere, O for 0 and I or L for 1. */
export const normaliseSetupCode = normaliseTypedCode;

const hashOf = (code: string) =>
  createHash('sha256').update(normaliseSetupCode(code)).digest('hex');

/** Whether the back office still waits for its first owner. */
export async function setupNeeded(ctx: ServiceContext): Promise<boolean> {
  return (await activeOwners(ctx)) === 0;
}

/**
 * At start: a new code while there is no owner (its hash kept beside those of the other instances,
 * so any of them works everywhere), or nothing once there is one, when leftover codes are dropped.
 */
export async function issueSetupCode(ctx: ServiceContext): Promise<string | null> {
  if (!(await setupNeeded(ctx))) {
    await ctx.db.delete(ownerSetupCodes);
    return null;
  }
  const code = newSetupCode();
  await ctx.db.insert(ownerSetupCodes).values({ codeHash: hashOf(code) });
  return code;
}

export interface FirstOwnerInput {
  setupCode: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the store's first owner with a setup code, once. Every code is spent by it, so the same
 * code, or another instance's, is refused afterwards, as is any code once an owner exists.
 */
export async function createFirstOwner(
  ctx: PasswordContext,
  input: FirstOwnerInput,
): Promise<UserRow | Refusal> {
  if (!(await setupNeeded(ctx))) return refuse('conflict', ALREADY_SET_UP);
  const codeHash = hashOf(input.setupCode);
  const [issued] = await ctx.db
    .select({ codeHash: ownerSetupCodes.codeHash })
    .from(ownerSetupCodes)
    .where(eq(ownerSetupCodes.codeHash, codeHash));
  if (!issued) return refuse('forbidden', WRONG_SETUP_CODE, 'setup_code');
  // Checked before any code is spent, so a mistake here leaves the code working.
  const existing = await findUserByEmail(ctx, input.email);
  if (existing)
    return refuse(
      'conflict',
      existing.role === 'customer'
        ? 'This e-mail belongs to a shopper’s account. The owner needs an e-mail address of their own.'
        : 'Someone with this e-mail is already on the staff list.',
      'email',
    );
  const problem = await staffPasswordProblem(input.password, input);
  if (problem) return refuse('invalid_input', problem, 'password');
  const passwordHash = await ctx.passwords.hash(input.password);
  return ctx.db.transaction(async (tx) => {
    // All codes go in one statement, and only if this one is among them: of two setups at the same
    // moment, even with two instances' codes, the second finds nothing left to delete and stops.
    const spent = await tx
      .delete(ownerSetupCodes)
      .where(
        sql`exists (select 1 from ${ownerSetupCodes} where ${ownerSetupCodes.codeHash} = ${codeHash})`,
      )
      .returning({ codeHash: ownerSetupCodes.codeHash });
    if (spent.length === 0) return refuse('conflict', ALREADY_SET_UP);
    // An owner from ADMIN_EMAIL or `npm run admin:create` may have come meanwhile.
    if ((await activeOwners({ db: tx })) > 0) return refuse('conflict', ALREADY_SET_UP);
    const owner = await insertOwner(
      { db: tx },
      { email: input.email, name: input.name, passwordHash },
    );
    const account = toStaffAccount(owner);
    await recordChange({ db: tx }, account, {
      action: 'staff.setup',
      targetType: 'staff',
      targetId: owner.id,
      before: null,
      after: account,
    });
    return owner;
  });
}
