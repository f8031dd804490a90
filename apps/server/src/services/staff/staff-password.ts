import { eq } from 'drizzle-orm';
import { staffSessions, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { UserRow } from '../auth/sessions';
import type { PasswordContext } from '../context';
import { staffPasswordProblem } from './password-strength';
import { endSignInsOf } from './staff-sign-ins';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const SAME_PASSWORD = 'Choose a new password, not the one you have now.';

/**
 * A member of staff chooses a new password, proving the current one, under the same rule as a
 * first password (docs/decisions/auth-and-sessions.md, Passwords and login failures). Every
 * back-office session of the account ends, and sign-ins half done with the old password too; the
 * caller signs this browser in again.
 */
export async function changeStaffPassword(
  ctx: PasswordContext,
  actor: AuditActor,
  user: UserRow,
  input: { currentPassword: string; newPassword: string; sessionIdHash: string },
): Promise<{ otherSessionsEnded: number } | Refusal> {
  if (!user.passwordHash || !(await ctx.passwords.verify(input.currentPassword, user.passwordHash)))
    return refuse('invalid_input', WRONG_CURRENT_PASSWORD, 'current_password');
  if (input.newPassword === input.currentPassword)
    return refuse('invalid_input', SAME_PASSWORD, 'new_password');
  const problem = await staffPasswordProblem(input.newPassword, {
    email: user.email ?? '',
    name: `${user.firstName} ${user.lastName}`,
  });
  if (problem) return refuse('invalid_input', problem, 'new_password');
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const ended = await tx
      .delete(staffSessions)
      .where(eq(staffSessions.userId, user.id))
      .returning({ idHash: staffSessions.idHash });
    await endSignInsOf({ db: tx }, user.id);
    // This browser's session is among those ended; it is the caller's to start again.
    const otherSessionsEnded = ended.filter((row) => row.idHash !== input.sessionIdHash).length;
    await recordChange({ db: tx }, actor, {
      action: 'staff.password_change',
      targetType: 'staff',
      targetId: user.id,
      before: null,
      after: { other_sessions_ended: otherSessionsEnded },
    });
    return { otherSessionsEnded };
  });
}
