import type { CreateUserBody } from '@kesariya/shared/auth-schemas';
import { refuse, type Refusal } from '../../errors';
import type { PasswordContext } from '../context';
import { registerUser } from './accounts';
import { hasVerifiedEmail, hasVerifiedPhone, type SessionRow, type UserRow } from './sessions';

/**
 * Creates an account for a browser that proved its phone or e-mail by OTP
 * (docs/decisions/auth-and-sessions.md, OTP rules). A phone is only ever stored once proven, so
 * nobody can claim someone else's number. A single name field is split into first and last name at
 * the first space.
 */
export async function signUp(
  ctx: PasswordContext,
  session: SessionRow | null,
  body: CreateUserBody,
  rewardPaise: number,
): Promise<UserRow | Refusal> {
  const phoneProven = body.phone !== '' && hasVerifiedPhone(session, body.phone);
  const emailProven = hasVerifiedEmail(session, body.email);
  if (body.phone && !phoneProven)
    return refuse('forbidden', 'Please verify your mobile number with the OTP first.', 'phone');
  if (!phoneProven && !emailProven) {
    return refuse(
      'forbidden',
      'Please verify your mobile number or e-mail address with an OTP first.',
    );
  }
  const [firstName = '', ...rest] = `${body.first_name} ${body.last_name}`.trim().split(/\s+/);
  const registered = await registerUser(
    ctx,
    {
      firstName: body.last_name ? body.first_name : firstName,
      lastName: body.last_name ? body.last_name : rest.join(' '),
      phone: body.phone || null,
      email: body.email.toLowerCase(),
      password: body.password || null,
      referredBy: body.referred_by || null,
      phoneVerified: phoneProven,
      emailVerified: emailProven,
    },
    rewardPaise,
  );
  return registered.ok ? registered.user : registered;
}
