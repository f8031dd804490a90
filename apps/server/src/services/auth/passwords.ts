import { refuse, type Refusal } from '../../errors';
import type { PasswordContext } from '../context';
import { findShopperByEmail, setPassword } from './accounts';
import {
  clearEmailVerification,
  destroyOtherSessions,
  hasVerifiedEmail,
  type SessionRow,
  type UserRow,
} from './sessions';

const DONE = { ok: true } as const;

/**
 * A new password after an e-mail OTP proved the address on this browser. The proof is spent, and
 * every device logged in with the old password has to log in again.
 */
export async function resetPassword(
  ctx: PasswordContext,
  session: SessionRow | null,
  input: { email: string; newPassword: string },
): Promise<typeof DONE | Refusal> {
  if (!session || !hasVerifiedEmail(session, input.email))
    return refuse('forbidden', 'Please verify the OTP sent to your e-mail first.');
  const user = await findShopperByEmail(ctx, input.email);
  if (!user) return refuse('not_found', 'No account is registered with this e-mail address.');
  await setPassword(ctx, user.id, input.newPassword);
  await clearEmailVerification(ctx, session.idHash);
  await destroyOtherSessions(ctx, user.id, session.userId === user.id ? session.idHash : null);
  return DONE;
}

/**
 * A logged-in shopper's new password; every other device has to log in again. An account made by
 * mobile OTP has no password yet, so its first one needs no current password.
 */
export async function changePassword(
  ctx: PasswordContext,
  user: UserRow,
  session: SessionRow | null,
  input: { currentPassword: string; newPassword: string },
): Promise<typeof DONE | Refusal> {
  if (
    user.passwordHash &&
    !(
      input.currentPassword &&
      (await ctx.passwords.verify(input.currentPassword, user.passwordHash))
    )
  )
    return refuse('invalid_input', 'Current password is incorrect', 'current_password');
  await setPassword(ctx, user.id, input.newPassword);
  await destroyOtherSessions(ctx, user.id, session?.idHash ?? null);
  return DONE;
}
