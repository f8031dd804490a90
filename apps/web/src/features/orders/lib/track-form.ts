import { hasValidEmailDomain, isValidPhone, SALE_ID_PATTERN } from '@kesariya/shared';

export interface TrackFields {
  saleId: string;
  contact: string;
}

export type TrackErrors = Partial<Record<keyof TrackFields, string>>;

export const TRACK_MESSAGES = {
  saleIdRequired: 'Please enter your order number.',
  saleIdInvalid: 'Order numbers look like KSR-2511-000123: check the one in your e-mail or SMS.',
  contactRequired: 'Please enter the mobile number or e-mail address on the order.',
  contactInvalid: 'Enter a 10-digit mobile number or an e-mail address.',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** A mobile as its 10 digits: spaces, dashes, +91 and a leading 0 are what people type around it. */
function mobileDigits(raw: string): string {
  const digits = raw.replace(/[\s()+-]/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * Checks the tracking form and gives what to send: the order number in capitals and the contact
 * as the server compares it (10 digits, or the e-mail as typed). Errors name each field's problem.
 */
export function readTrackForm(
  fields: TrackFields,
): { ok: true; saleId: string; contact: string } | { ok: false; errors: TrackErrors } {
  const errors: TrackErrors = {};
  const saleId = fields.saleId.trim().toUpperCase();
  if (!saleId) errors.saleId = TRACK_MESSAGES.saleIdRequired;
  else if (!SALE_ID_PATTERN.test(saleId)) errors.saleId = TRACK_MESSAGES.saleIdInvalid;

  const typed = fields.contact.trim();
  let contact = typed;
  if (!typed) errors.contact = TRACK_MESSAGES.contactRequired;
  else if (typed.includes('@')) {
    if (!EMAIL_SHAPE.test(typed) || !hasValidEmailDomain(typed))
      errors.contact = TRACK_MESSAGES.contactInvalid;
  } else {
    contact = mobileDigits(typed);
    if (!isValidPhone(contact)) errors.contact = TRACK_MESSAGES.contactInvalid;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, saleId, contact };
}
