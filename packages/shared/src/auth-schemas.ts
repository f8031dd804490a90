// Imported as @kesariya/shared/auth-schemas, not from the index: the web bundle must not pull in zod.
/**
 * Request bodies of the account calls, checked with the very validators the modal uses, so the
 * server answers with the same messages (docs/decisions.md, Validation messages).
 */
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './constants';
import {
  MESSAGES,
  normalizeMobileInput,
  validateEmailLogin,
  validateEmailOtp,
  validateForgotEmail,
  validateMobile,
  validateMobileOtp,
  validateResetPassword,
  validateSignupEmail,
  validateSignupName,
} from './validation';

/** Form data arrives as strings; a missing field is the empty string, which the validators name. */
const text = (max = 200) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : String(value)),
    z.string().max(max),
  );

function checked(validate: (value: string) => string | null, max = 200) {
  return text(max).superRefine((value, ctx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

const mobile = () =>
  text(20)
    .transform((value) => normalizeMobileInput(value))
    .superRefine((value, ctx) => {
      const message = validateMobile(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/**
 * The client's guest id (docs/decisions.md, Sessions and identity); optional, it only matters for
 * the guest cart merge.
 */
const sessionId = () => text(100).transform((value) => value.trim());
const trimmed = (max: number) => text(max).transform((value) => value.trim());

export const sendOtpMobileBody = z.object({ mobile: mobile(), session_id: sessionId() });

export const verifyOtpMobileBody = z.object({
  mobile: mobile(),
  otp: checked(validateMobileOtp, 20),
  session_id: sessionId(),
});

export const loginByMobileBody = z.object({ mobile: mobile(), session_id: sessionId() });

export const loginBody = z
  .object({ email: trimmed(EMAIL_MAX + 50), password: text(200), session_id: sessionId() })
  .superRefine((body, ctx) => {
    const message = validateEmailLogin(body.email, body.password);
    if (message)
      ctx.addIssue({ code: 'custom', message, path: [body.email ? 'password' : 'email'] });
  });

export const forgetPasswordBody = z.object({
  email: checked(validateForgotEmail, EMAIL_MAX + 50).transform((v) => v.trim()),
});

export const sendOtpEmailBody = z.object({
  email: checked(validateSignupEmail, EMAIL_MAX + 50).transform((v) => v.trim()),
});

export const verifyOtpEmailBody = z.object({
  email: checked(validateForgotEmail, EMAIL_MAX + 50).transform((v) => v.trim()),
  otp: checked(validateEmailOtp, 20),
  purpose: z.enum(['reset', 'signup'], { error: 'purpose must be reset or signup' }),
});

const newPassword = () =>
  text(200).superRefine((value, ctx) => {
    // The server sees no confirm field; the client has already compared the two.
    const message = validateResetPassword(value, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const resetPasswordBody = z.object({
  email: checked(validateForgotEmail, EMAIL_MAX + 50).transform((v) => v.trim()),
  new_password: newPassword(),
});

export const changePasswordBody = z.object({
  current_password: text(200),
  new_password: newPassword(),
});

/** The web app's sign-up payload; `status`, `image` and `firebase_token` are accepted, ignored. */
export const createUserBody = z
  .object({
    first_name: trimmed(NAME_MAX),
    last_name: trimmed(NAME_MAX),
    phone: text(20).transform((value) => normalizeMobileInput(value)),
    email: checked(validateSignupEmail, EMAIL_MAX + 50).transform((v) => v.trim()),
    status: text(5),
    image: text(500),
    password: text(200),
    referred_by: trimmed(100),
    firebase_token: text(4096),
    session_id: sessionId(),
  })
  .superRefine((body, ctx) => {
    const name = `${body.first_name} ${body.last_name}`.trim();
    const nameMessage =
      validateSignupName(name) ?? (name.length > NAME_MAX ? MESSAGES.nameLettersOnly : null);
    if (nameMessage) ctx.addIssue({ code: 'custom', message: nameMessage, path: ['first_name'] });
    if (body.phone) {
      const phoneMessage = validateMobile(body.phone);
      if (phoneMessage) ctx.addIssue({ code: 'custom', message: phoneMessage, path: ['phone'] });
    }
    if (body.password) {
      const passwordMessage = validateResetPassword(body.password, body.password);
      if (passwordMessage)
        ctx.addIssue({
          code: 'custom',
          message: passwordMessage.replace('New password', 'Password'),
          path: ['password'],
        });
    }
  });

export const logoutBody = z.object({
  user_id: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
});

export type CreateUserBody = z.output<typeof createUserBody>;
