import { validateForgotEmail } from '@kesariya/shared';
import { checkNewPassword } from '@/lib/password-check';

export interface SetupFields {
  setup_code: string;
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export type SetupErrors = Partial<Record<keyof SetupFields, string>>;

/**
 * The first owner's form checked as the server checks it, so most mistakes never leave the page;
 * whether the code is the right one only the server knows.
 */
export function checkSetup(fields: SetupFields): SetupErrors {
  const errors: SetupErrors = {};
  if (!fields.setup_code.trim()) errors.setup_code = 'Enter the setup code from the server’s log';
  const name = fields.name.trim();
  if (!name) errors.name = 'Enter your name';
  else if (name.length > 100) errors.name = 'The name can be at most 100 characters';
  const emailError = validateForgotEmail(fields.email);
  if (emailError) errors.email = emailError;
  return { ...errors, ...checkNewPassword(fields.password, fields.confirm) };
}
