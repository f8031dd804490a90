import { STAFF_ROLES, validateForgotEmail, type StaffRole } from '@kesariya/shared';

export interface InviteFields {
  name: string;
  email: string;
  role: string;
}

export type InviteErrors = Partial<Record<keyof InviteFields, string>>;

/** The invitation's fields checked as the server checks them, so most mistakes never leave the page. */
export function checkInvite(fields: InviteFields): InviteErrors {
  const errors: InviteErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = 'Enter their name';
  else if (name.length > 100) errors.name = 'The name can be at most 100 characters';
  const emailError = validateForgotEmail(fields.email);
  if (emailError) errors.email = emailError;
  if (!STAFF_ROLES.includes(fields.role as StaffRole)) errors.role = 'Choose a role';
  return errors;
}

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/** What each role may do, said where the owner chooses it. */
export const ROLE_HINTS: Record<StaffRole, string> = {
  staff: 'Orders, returns, support, the catalogue and customers.',
  owner: 'Everything, including settings, staff, the audit log and wallet adjustments.',
};
