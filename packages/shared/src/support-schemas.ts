// Imported as @kesariya/shared/support-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the contact form and the newsletter sign-up, with the messages their forms show. */
import { z } from 'zod';
import { checkedText, single } from './request-fields';
import { hasValidEmailDomain, normalizeMobileInput, validateNewsletterEmail } from './validation';

/** Trimmed text whose absence is refused with the form's own message. */
const required = (message: string) =>
  z.preprocess(
    (v) => (typeof single(v) === 'string' ? (single(v) as string).trim() : single(v)),
    z.string({ error: message }).min(1, { error: message }),
  );

export const contactBody = z.object({
  name: required('Name is required!')
    .pipe(
      z
        .string()
        .min(3, { error: 'Name must be at least 3 character long' })
        .max(100, { error: 'Name must be at most 100 characters long' }),
    )
    .pipe(
      z
        .string()
        .regex(/^\p{L}+(?:[ '.-]+\p{L}+)*\.?$/u, { error: 'Name must contain only letters.' }),
    ),
  email: required('Email is required')
    .pipe(z.string().max(100, { error: 'Email must be at most 100 characters long' }))
    .pipe(
      z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter valid email address' }),
    )
    .refine(hasValidEmailDomain, { error: 'Invalid email domain' }),
  phone: z.preprocess(
    (v) => (typeof single(v) === 'string' ? normalizeMobileInput(single(v) as string) : single(v)),
    z
      .string({ error: 'Phone number must be text' })
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[0-9]{10}$/.test(v), {
        error: 'Phone number must be exactly 10 digits',
      }),
  ),
  subject: required('Subject is required').pipe(
    z.string().max(150, { error: 'Subject must be at most 150 characters long' }),
  ),
  message: required('Message is required')
    .pipe(z.string().min(10, { error: 'Message must be at least 10 characters long' }))
    .pipe(z.string().max(5000, { error: 'Message must be at most 5000 characters long' })),
});

/** The same rule and message as the footer form. */
export const newsletterBody = z.object({
  email: checkedText('email', 500, validateNewsletterEmail),
});
