import { hasValidEmailDomain, isValidPhone, normalizeMobileInput } from '@kesariya/shared';
import type { ContactInput } from '../api/contact-api';

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** The same rules and words as the server's contact route, so a shopper sees them before sending. */
export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = 'Name is required!';
  else if (!/^\p{L}+(?:[ '.-]+\p{L}+)*\.?$/u.test(name))
    errors.name = 'Name must contain only letters.';
  else if (name.length < 3) errors.name = 'Name must be at least 3 character long';

  const email = input.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = 'Please enter valid email address';
  else if (!hasValidEmailDomain(email)) errors.email = 'Invalid email domain';

  const phone = normalizeMobileInput(input.phone);
  if (phone && !isValidPhone(phone)) errors.phone = 'Phone number must be exactly 10 digits';

  if (!input.subject.trim()) errors.subject = 'Subject is required';

  const message = input.message.trim();
  if (!message) errors.message = 'Message is required';
  else if (message.length < 10) errors.message = 'Message must be at least 10 characters long';
  return errors;
}
