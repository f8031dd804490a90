// Imported as @kesariya/shared/admin-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the store owner's calls under /api/admin, and of the development outbox. */
import { z } from 'zod';
import { STAFF_PASSWORD_MIN, STAFF_ROLES } from './constants';
import {
  checkedText,
  choiceField,
  flagField,
  countParam,
  idParam,
  optionalIdParam,
  rawTextField,
  requiredText,
  single,
  textField,
  textParam,
} from './request-fields';
import { MESSAGE_VIEWS } from './message-types';
import { validateForgotEmail } from './validation';

export const adminLoginBody = z.object({
  email: requiredText('email', 254),
  password: rawTextField('password', 200).refine((v) => v.length > 0, {
    error: 'password is required',
  }),
});

export const productImageParams = z.object({ id: idParam('id') });
export const productImagePositionParams = z.object({
  id: idParam('id'),
  position: idParam('position'),
});

/** A multipart upload: the picture as a file field (bytes) and its optional alt text. */
export const productImageUpload = z.object({
  image: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.length > 0, {
    error: 'image is required: send the picture as a file field',
  }),
  alt: textField('alt', 200),
});

/** GET /api/dev/outbox?to=: a phone or an e-mail address, or nothing for every message. */
export const outboxQuery = z.object({
  to: textParam('to', 200).transform((v) => v?.trim() || undefined),
});

/** Who is signed in to the back office, and nothing of the account beyond that. */
export const staffMemberAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
});

export { STAFF_PASSWORD_MIN };
const staffPassword = rawTextField('password', 200).refine((v) => v.length >= STAFF_PASSWORD_MIN, {
  error: `password must be at least ${STAFF_PASSWORD_MIN} characters`,
});

export const staffInviteBody = z.object({
  name: requiredText('name', 100),
  email: checkedText('email', 254, validateForgotEmail),
  role: choiceField('role', STAFF_ROLES),
});

export const staffRoleBody = z.object({ role: choiceField('role', STAFF_ROLES) });
export const staffParams = z.object({ id: idParam('id') });

export const acceptInvitationBody = z.object({
  token: requiredText('token', 200),
  password: staffPassword,
});

/** POST admin/setup: the store's first owner, with the setup code the server printed at start. */
export const ownerSetupBody = z.object({
  setup_code: requiredText('setup_code', 40),
  name: requiredText('name', 100),
  email: checkedText('email', 254, validateForgotEmail),
  password: staffPassword,
});

/**
 * The second step of signing in, and confirming or turning off two-factor sign-in: the code from
 * the authenticator app (spaces allowed) or one of the recovery codes.
 */
const secondFactorCode = requiredText('code', 40);

export const twoFactorCodeBody = z.object({ code: secondFactorCode });

export const twoFactorDisableBody = z.object({
  password: rawTextField('password', 200).refine((v) => v.length > 0, {
    error: 'password is required',
  }),
  code: secondFactorCode,
});

/** POST admin/password: a member's new password, with the current one. */
export const staffPasswordChangeBody = z.object({
  current_password: rawTextField('current_password', 200).refine((v) => v.length > 0, {
    error: 'current_password is required',
  }),
  new_password: rawTextField('new_password', 200).refine((v) => v.length >= STAFF_PASSWORD_MIN, {
    error: `new_password must be at least ${STAFF_PASSWORD_MIN} characters`,
  }),
});

/** PUT admin/staff/two-factor-policy: whether everyone must sign in with two-factor. */
export const twoFactorPolicyBody = z.object({ required: flagField('required') });

/** POST admin/login: the member signed in, or the second step still to come. */
export const adminLoginAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.union([
    staffMemberAnswer.shape.data,
    z.object({ second_step: z.enum(['code', 'enrol']) }),
  ]),
});

/** GET admin/setup: whether the back office still waits for its first owner. */
export const ownerSetupAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ needed: z.boolean() }),
});

/** GET admin/audit: newest first, narrowed by what changed, on what, or by whom. */
export const auditQuery = z.object({
  action: textParam('action', 60).transform((v) => v?.trim() || undefined),
  target_type: textParam('target_type', 40).transform((v) => v?.trim() || undefined),
  target_id: textParam('target_id', 60).transform((v) => v?.trim() || undefined),
  staff_user_id: optionalIdParam('staff_user_id'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 25),
});

/** GET admin/message. */
export const messageListQuery = z.object({
  status: z.preprocess(
    (v) => single(v) || 'failed',
    z.enum(MESSAGE_VIEWS, { error: `status must be one of: ${MESSAGE_VIEWS.join(', ')}` }),
  ),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 25),
});

/** POST admin/message/retry/{id}: the queue's ids are UUIDs. */
export const messageParams = z.object({
  id: z.uuid({ error: 'id must be a message id' }),
});
