import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { hasValidEmailDomain, normalizeMobileInput } from '@kesariya/shared';
import { ok } from '../../lib/envelope';
import { single } from '../../lib/query-params';
import { parseInput } from '../../lib/validate';
import { createTicket } from '../../services/support';

export const CONTACT_RECEIVED =
  'Thank you for writing to us. We will reply within one working day.';

const text = (field: string, required: string) =>
  z.preprocess(
    (v) => (typeof single(v) === 'string' ? (single(v) as string).trim() : single(v)),
    z.string({ error: required }).min(1, { error: required }),
  );

const contactBody = z.object({
  name: text('name', 'Name is required!')
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
  email: text('email', 'Email is required')
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
  subject: text('subject', 'Subject is required').pipe(
    z.string().max(150, { error: 'Subject must be at most 150 characters long' }),
  ),
  message: text('message', 'Message is required')
    .pipe(z.string().min(10, { error: 'Message must be at least 10 characters long' }))
    .pipe(z.string().max(5000, { error: 'Message must be at most 5000 characters long' })),
});

const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/website/contact/create',
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request) => {
      const input = parseInput(contactBody, request.body);
      const ticket = await createTicket({ db: app.db }, { ...input, source: 'contact' });
      return ok(CONTACT_RECEIVED, { ticket_id: ticket.id });
    },
  );
};

export default contactRoutes;
