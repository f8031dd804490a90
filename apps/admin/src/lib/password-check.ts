import { STAFF_PASSWORD_MIN } from '@kesariya/shared';

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/** A new password for the back office (an invited member, the first owner), typed twice. */
export function checkNewPassword(password: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!password) errors.password = 'Choose a password';
  else if (password.length < STAFF_PASSWORD_MIN)
    errors.password = `Use at least ${STAFF_PASSWORD_MIN} characters`;
  if (!confirm) errors.confirm = 'Type the password again';
  else if (password && confirm !== password) errors.confirm = 'The two passwords are not the same';
  return errors;
}
