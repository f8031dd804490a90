import { STAFF_PASSWORD_MIN, TWO_FACTOR_CODE_DIGITS } from '@kesariya/shared';

/** The app's code as typed: digits, with the space or dash some apps show in the middle. */
export function checkAppCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!digits) return `Type the ${TWO_FACTOR_CODE_DIGITS}-digit code the app shows`;
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(digits))
    return `The code is ${TWO_FACTOR_CODE_DIGITS} digits, like 123 456`;
  return null;
}

/** The setup key in groups of four, as authenticator apps show and take it (spaces are ignored). */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface PasswordChangeErrors {
  current_password?: string;
  new_password?: string;
  confirm?: string;
}

/** The password-change form's own checks; the server checks strength and leaked passwords. */
export function checkPasswordChange(values: {
  current_password: string;
  new_password: string;
  confirm: string;
}): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.current_password) errors.current_password = 'Type your current password';
  if (!values.new_password) errors.new_password = 'Choose a new password';
  else if (values.new_password.length < STAFF_PASSWORD_MIN)
    errors.new_password = `Use at least ${STAFF_PASSWORD_MIN} characters`;
  else if (values.new_password === values.current_password)
    errors.new_password = 'Choose a new password, not the one you have now';
  if (!values.confirm) errors.confirm = 'Type the new password again';
  else if (values.new_password && values.confirm !== values.new_password)
    errors.confirm = 'The two passwords are not the same';
  return errors;
}

export interface TurnOffErrors {
  password?: string;
  code?: string;
}

export function checkTurnOff(values: { password: string; code: string }): TurnOffErrors {
  const errors: TurnOffErrors = {};
  if (!values.password) errors.password = 'Type your password';
  if (!values.code.trim()) errors.code = 'Type a code from the app, or a recovery code';
  return errors;
}
