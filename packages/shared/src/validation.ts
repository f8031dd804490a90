/**
 * Validation rules and their exact messages (docs/decisions/api-and-validation.md, Validation
 * messages; E-mail domain rule).
 */

export const MESSAGES = {
  mobileRequired: 'Mobile number is required!',
  mobileInvalid: 'Invalid mobile number format!',
  mobileOtpRequired: 'OTP is required !',
  mobileOtpInvalid: 'Invalid OTP!',
  loginBothRequired: 'Email and password are required',
  loginEmailRequired: 'Email is required',
  loginEmailInvalid: 'Invalid email format',
  emailDomainInvalid: 'Invalid email domain',
  loginPasswordRequired: 'Password is required',
  forgotEmailRequired: 'Email is required',
  emailOtpRequired: 'OTP is require !',
  emailOtpInvalid: 'Invalid Otp',
  newPasswordRequired: 'New password is required!',
  newPasswordTooShort: 'New password must be at least 6 characters long!',
  confirmPasswordRequired: 'Confirm password is required!',
  passwordsDoNotMatch: 'New password and confirm password do not match!',
  nameRequired: 'Name is required!',
  nameLettersOnly: 'Name must contain only letters.',
  nameTooShort: 'Name must be at least 3 character long',
  signupEmailRequired: 'Email address is required !',
  signupEmailInvalid: 'Please enter valid email address',
  newsletterEmailRequired: 'Email is required!',
  newsletterEmailInvalid: 'Email address is invalid!',
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Error sending OTP. Please try again.',
  recaptchaExpired: 'reCAPTCHA expired. Please try again.',
  mobileVerified: 'Mobile number verified successfully',
  pageNotFound: 'Page Not Found',
  unexpectedError: 'Unexpected Application Error!',
  listFetchFallback: 'An error occurred',
} as const;

/** Shared helper (docs/decisions/api-and-validation.md, Validation messages): a non-empty check. */
/**
 * A guest's session_id keys its cart, so it must not be guessable: at least 128 random bits, a
 * UUID (36 characters of this alphabet) or 22 or more base64url characters
 * (docs/decisions/auth-and-sessions.md, Sessions and identity). The web app makes it with
 * crypto.randomUUID.
 */
export const GUEST_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,100}$/;

export const GUEST_SESSION_ID_MESSAGE =
  'session_id must be a random id of at least 128 bits: a UUID or at least 22 base64url characters';

export function isGuestSessionId(value: string): boolean {
  return GUEST_SESSION_ID_PATTERN.test(value);
}

export function isNonEmpty(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Shared helper (docs/decisions/api-and-validation.md, Validation messages): exactly 10 digits. */
export function isValidPhone(value: string): boolean {
  return /^[0-9]{10}$/.test(value);
}

/**
 * Mobile input handling (docs/decisions/api-and-validation.md, Validation messages): non-digits
 * stripped, a leading 91 dropped when longer than 10 digits, truncated to 10 (also on paste).
 */
export function normalizeMobileInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  return digits.slice(0, 10);
}

// The local part takes the characters RFC 5322 allows unquoted, so markup such as <script> never
// becomes part of an account's address.
const EMAIL_FORMAT = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[^\s@]+\.[^\s@]+$/;
const NEWSLETTER_EMAIL = /^\S+@\S+\.\S+$/;

/**
 * docs/decisions/api-and-validation.md, E-mail domain rule: 'Invalid email domain' is for domains
 * that really are invalid (two @ signs, empty or consecutive dot-separated labels, a top-level
 * domain that is not letters). yahoo.co.in is fine.
 */
export function hasValidEmailDomain(email: string): boolean {
  if ((email.match(/@/g) ?? []).length !== 1) return false;
  const domain = email.split('@')[1] ?? '';
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (labels.some((label) => !/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label)))
    return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
}

/** E-mail login (panel 3): returns the first message that applies, or null. */
export function validateEmailLogin(email: string, password: string): string | null {
  const e = email.trim();
  if (!e && !password) return MESSAGES.loginBothRequired;
  if (!e) return MESSAGES.loginEmailRequired;
  if ((e.match(/@/g) ?? []).length > 1) return MESSAGES.emailDomainInvalid;
  if (!EMAIL_FORMAT.test(e)) return MESSAGES.loginEmailInvalid;
  if (!hasValidEmailDomain(e)) return MESSAGES.emailDomainInvalid;
  if (!password) return MESSAGES.loginPasswordRequired;
  return null;
}

/** Forgot password (panel 4). */
export function validateForgotEmail(email: string): string | null {
  const e = email.trim();
  if (!e) return MESSAGES.forgotEmailRequired;
  if ((e.match(/@/g) ?? []).length > 1) return MESSAGES.emailDomainInvalid;
  if (!EMAIL_FORMAT.test(e)) return MESSAGES.loginEmailInvalid;
  if (!hasValidEmailDomain(e)) return MESSAGES.emailDomainInvalid;
  return null;
}

export function validateMobile(mobile: string): string | null {
  if (!mobile) return MESSAGES.mobileRequired;
  if (!isValidPhone(mobile)) return MESSAGES.mobileInvalid;
  return null;
}

export function validateMobileOtp(otp: string): string | null {
  if (!otp) return MESSAGES.mobileOtpRequired;
  if (!/^[0-9]{6}$/.test(otp)) return MESSAGES.mobileOtpInvalid;
  return null;
}

export function validateEmailOtp(otp: string): string | null {
  if (!otp) return MESSAGES.emailOtpRequired;
  if (!/^[0-9]{4}$/.test(otp)) return MESSAGES.emailOtpInvalid;
  return null;
}

export function validateResetPassword(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword) return MESSAGES.newPasswordRequired;
  if (newPassword.length < 6) return MESSAGES.newPasswordTooShort;
  if (!confirmPassword) return MESSAGES.confirmPasswordRequired;
  if (newPassword !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return null;
}

export function validateSignupName(name: string): string | null {
  const n = name.trim();
  if (!n) return MESSAGES.nameRequired;
  if (!/^\p{L}+(?:[ '-]\p{L}+)*$/u.test(n)) return MESSAGES.nameLettersOnly;
  if (n.length < 3) return MESSAGES.nameTooShort;
  return null;
}

export function validateSignupEmail(email: string): string | null {
  const e = email.trim();
  if (!e) return MESSAGES.signupEmailRequired;
  if ((e.match(/@/g) ?? []).length > 1) return MESSAGES.emailDomainInvalid;
  if (!EMAIL_FORMAT.test(e) || e.length > 100) return MESSAGES.signupEmailInvalid;
  if (!hasValidEmailDomain(e)) return MESSAGES.emailDomainInvalid;
  return null;
}

export function validateNewsletterEmail(email: string): string | null {
  const e = email.trim();
  if (!e) return MESSAGES.newsletterEmailRequired;
  if (!NEWSLETTER_EMAIL.test(e) || e.length > 100) return MESSAGES.newsletterEmailInvalid;
  return null;
}
