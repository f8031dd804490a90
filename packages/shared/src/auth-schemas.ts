// Imported as @kesariya/shared/auth-schemas, not from the index: the web bundle must not pull in zod.
/**
 * Request bodies of the account calls, checked with the very validators the modal uses, so the
 * server answers with the same messages (docs/decisions/api-and-validation.md, Validation
 * messages).
 */
import { z } from 'zod';
import { CONTACT_CHANNELS, EMAIL_MAX, NAME_MAX, type ContactChannel } from './constants';
import {
  checkedText,
  choiceField,
  idField,
  rawTextField,
  sessionIdField,
  textField,
} from './request-fields';
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

const mobile = () =>
  textField('mobile', 20)
    .transform((value) => normalizeMobileInput(value))
    .superRefine((value, ctx) => {
      const message = validateMobile(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const email = (validate: (value: string) => string | null) =>
  checkedText('email', EMAIL_MAX + 50, validate);

/**
 * `altcha` is the solved proof of work, base64 JSON as ALTCHA's widget sends it; the server checks
 * it (an empty one is refused there), after the number's own messages.
 */
export const sendOtpMobileBody = z.object({
  mobile: mobile(),
  session_id: sessionIdField(),
  altcha: textField('altcha', 2000),
});

export const verifyOtpMobileBody = z.object({
  mobile: mobile(),
  otp: checkedText('otp', 20, validateMobileOtp),
  session_id: sessionIdField(),
});

export const loginByMobileBody = z.object({ mobile: mobile(), session_id: sessionIdField() });

export const loginBody = z
  .object({
    email: textField('email', EMAIL_MAX + 50),
    password: rawTextField('password', 200),
    session_id: sessionIdField(),
  })
  .superRefine((body, ctx) => {
    const message = validateEmailLogin(body.email, body.password);
    if (message)
      ctx.addIssue({ code: 'custom', message, path: [body.email ? 'password' : 'email'] });
  });

export const forgetPasswordBody = z.object({ email: email(validateForgotEmail) });

export const sendOtpEmailBody = z.object({ email: email(validateSignupEmail) });

export const verifyOtpEmailBody = z.object({
  email: email(validateForgotEmail),
  otp: checkedText('otp', 20, validateEmailOtp),
  purpose: z.enum(['reset', 'signup'], { error: 'purpose must be reset or signup' }),
});

const newPassword = () =>
  rawTextField('new_password', 200).superRefine((value, ctx) => {
    // The server sees no confirm field; the client has already compared the two.
    const message = validateResetPassword(value, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const resetPasswordBody = z.object({
  email: email(validateForgotEmail),
  new_password: newPassword(),
});

export const changePasswordBody = z.object({
  current_password: rawTextField('current_password', 200),
  new_password: newPassword(),
});

/** The web app's sign-up payload; `status`, `image` and `firebase_token` are accepted, ignored. */
export const createUserBody = z
  .object({
    first_name: textField('first_name', NAME_MAX),
    last_name: textField('last_name', NAME_MAX),
    phone: textField('phone', 20).transform((value) => normalizeMobileInput(value)),
    email: email(validateSignupEmail),
    status: textField('status', 5),
    image: textField('image', 500),
    password: rawTextField('password', 200),
    referred_by: textField('referred_by', 100),
    firebase_token: textField('firebase_token', 4096),
    session_id: sessionIdField(),
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
    idField('user_id').optional(),
  ),
});

export type CreateUserBody = z.output<typeof createUserBody>;

/**
 * The user record the client stores as `info`: a display copy, never a credential. As a response
 * schema it is also what keeps the password hash and session proofs inside the server.
 */
export const userRecord = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  image: z.string(),
  status: z.enum(['Y', 'N']),
  /** Wallet balance in rupees. */
  wallet: z.number(),
  has_password: z.boolean(),
  /** Whether the e-mail and the phone were proven by OTP: only proven ones are login identities. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  referred_by: z.string(),
  created_at: z.string(),
});
export type UserRecord = z.output<typeof userRecord>;

/** GET website/user/me. */
export const userAnswer = z.object({ status: z.boolean(), message: z.string(), data: userRecord });

/** A login or a sign-up: the user, logged in on this browser. */
export const loggedInAnswer = userAnswer.extend({ is_registered: z.boolean() });

/** login-by-mobile for a verified phone without an account: the client opens the sign-up panel. */
export const notRegisteredAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  is_registered: z.boolean(),
  data: z.object({ is_registered: z.boolean(), mobile: z.string() }),
});

/** A new e-mail address by the sign-up rule, in lower case; a mobile number as its 10 digits. */
function contactValue(channel: ContactChannel, raw: string, ctx: z.RefinementCtx): string {
  const value = channel === 'mobile' ? normalizeMobileInput(raw) : raw.toLowerCase();
  const message = channel === 'mobile' ? validateMobile(value) : validateSignupEmail(value);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['value'] });
  return value;
}

const contactFields = {
  channel: choiceField('channel', CONTACT_CHANNELS),
  value: textField('value', EMAIL_MAX + 50),
};

/**
 * POST website/user/contact/send-otp: a code to the new (or not yet proven) address or number.
 * `password` is the account's present one, which the server asks of an account that has one.
 */
export const sendContactOtpBody = z
  .object({ ...contactFields, password: rawTextField('password', 200) })
  .transform(({ channel, value, password }, ctx) => ({
    channel,
    value: contactValue(channel, value, ctx),
    password,
  }));

/** POST website/user/contact/verify: the code makes the address or number the account's own. */
export const verifyContactBody = z
  .object({ ...contactFields, otp: textField('otp', 20) })
  .transform(({ channel, value, otp }, ctx) => {
    const checked = contactValue(channel, value, ctx);
    const otpMessage = channel === 'mobile' ? validateMobileOtp(otp) : validateEmailOtp(otp);
    if (otpMessage) ctx.addIssue({ code: 'custom', message: otpMessage, path: ['otp'] });
    return { channel, value: checked, otp };
  });
