import type { FastifyInstance } from 'fastify';
import type {
  Category,
  FaqEntry,
  ModuleConfig,
  PolicyPage,
  PolicyPageSummary,
  PromotionalMessage,
  StoreSettings,
} from '@kesariya/shared';
import { MESSAGES } from '@kesariya/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterSubscribers,
  policyPages,
  promotionalMessages,
  supportTickets,
} from '../../../src/db/schema';
import { CONTACT_RECEIVED } from '../../../src/routes/website/contact';
import { NEWSLETTER_ALREADY, NEWSLETTER_SUBSCRIBED } from '../../../src/routes/website/newsletter';
import { buildTestApp } from '../../helpers/build-app';
import { api } from '../../helpers/inject';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/website/promotional', () => {
  it('answers the active banner message', async () => {
    const { status, body } = await api<PromotionalMessage>(app, '/api/website/promotional');
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    expect(body.data.message.length).toBeGreaterThan(0);
  });

  it('answers data null when no message is active, so the banner hides', async () => {
    await app.db.update(promotionalMessages).set({ active: false });
    const { status, body } = await api(app, '/api/website/promotional');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data).toBeNull();
    await app.db.update(promotionalMessages).set({ active: true });
  });
});

describe('GET /api/website/page', () => {
  it('lists policy pages by id descending as the footer asks', async () => {
    const { status, body } = await api<PolicyPageSummary[]>(
      app,
      '/api/website/page?sortBy=id&order=DESC',
    );
    expect(status).toBe(200);
    const ids = body.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.data.find((p) => p.id === 1)?.slug).toBe('terms-conditions');
    expect(body.data.find((p) => p.id === 2)?.slug).toBe('privacy-policy');
    expect(Object.keys(body.data[0]!).sort()).toEqual(['id', 'slug', 'title']);
  });

  it('accepts the order in any case and sorts by title', async () => {
    const { body } = await api<PolicyPageSummary[]>(
      app,
      '/api/website/page?sortBy=title&order=asc',
    );
    const titles = body.data.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ['sortBy=price', 'sortBy'],
    ['order=UP', 'order'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await api(app, `/api/website/page?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.message).toContain(field);
  });
});

describe('GET /api/website/page/{id} and /slug/{slug}', () => {
  it('answers the terms page by id with its content', async () => {
    const { status, body } = await api<PolicyPage>(app, '/api/website/page/1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, slug: 'terms-conditions', title: expect.any(String) });
    expect(body.data.content).toContain('<p>');
    expect(Date.parse(body.data.updated_at)).not.toBeNaN();
  });

  it('answers the privacy page by slug', async () => {
    const { body } = await api<PolicyPage>(app, '/api/website/page/slug/privacy-policy');
    expect(body.data.id).toBe(2);
  });

  it('strips scripts and event handlers from page HTML', async () => {
    const [row] = await app.db
      .insert(policyPages)
      .values({
        slug: 'xss-test',
        title: 'XSS',
        contentHtml:
          '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      })
      .returning();
    const { body } = await api<PolicyPage>(app, `/api/website/page/${row!.id}`);
    expect(body.data.content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(body.data.content).toContain('Hi');
    await app.db.delete(policyPages).where(eq(policyPages.id, row!.id));
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await api(app, '/api/website/page/9999')).status).toBe(404);
    expect((await api(app, '/api/website/page/slug/no-such-page')).status).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { status, body } = await api(app, '/api/website/page/abc');
    expect(status).toBe(400);
    expect(body.message).toContain('id');
  });
});

describe('GET /api/website/category', () => {
  it('answers active top-level categories for the navigation', async () => {
    const { status, body } = await api<Category[]>(
      app,
      '/api/website/category?sortBy=id&order=DESC&filter_parameter=parent&filter_value=0',
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(2);
    for (const c of body.data) {
      expect(c.parent).toBe(0);
      expect(c.status).toBe('Y');
      expect(c.image).toMatch(/^\/media\/categories\/\d+-480\.webp$/);
    }
    const ids = body.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers the sub-categories of a parent', async () => {
    const top = await api<Category[]>(
      app,
      '/api/website/category?filter_parameter=parent&filter_value=0',
    );
    const parentId = top.body.data[0]!.id;
    const { body } = await api<Category[]>(
      app,
      `/api/website/category?filter_parameter=parent&filter_value=${parentId}`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.parent === parentId)).toBe(true);
  });

  it('finds a category by slug', async () => {
    const all = await api<Category[]>(app, '/api/website/category');
    const some = all.body.data[3]!;
    const { body } = await api<Category[]>(
      app,
      `/api/website/category?filter_parameter=slug&filter_value=${some.slug}`,
    );
    expect(body.data).toEqual([some]);
  });

  it.each([
    ['sortBy=price', 'sortBy'],
    ['order=sideways', 'order'],
    ['filter_parameter=colour&filter_value=1', 'filter_parameter'],
    ['filter_parameter=parent', 'filter_value'],
    ['filter_parameter=parent&filter_value=abc', 'filter_value'],
    ['filter_parameter=status&filter_value=maybe', 'filter_value'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { status, body } = await api(app, `/api/website/category?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });
});

describe('POST /api/website/subscribe-mail/create', () => {
  it('stores a new subscriber in lower case and thanks them', async () => {
    const { status, body } = await api(app, '/api/website/subscribe-mail/create', {
      method: 'POST',
      payload: 'email=Asha.Patil%40Example.co.in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: NEWSLETTER_SUBSCRIBED });
    const rows = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'asha.patil@example.co.in'));
    expect(rows).toHaveLength(1);
  });

  it('answers a repeated address kindly, without a second row', async () => {
    const { status, body } = await api(app, '/api/website/subscribe-mail/create', {
      method: 'POST',
      payload: { email: 'ASHA.PATIL@example.co.in' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: NEWSLETTER_ALREADY });
    const [count] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers);
    expect(count?.n).toBe(1);
  });

  it('accepts multipart form data', async () => {
    const boundary = '----kesariya';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmeera@example.com\r\n--${boundary}--\r\n`;
    const { status, body } = await api(app, '/api/website/subscribe-mail/create', {
      method: 'POST',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(NEWSLETTER_SUBSCRIBED);
  });

  it.each([
    ['', MESSAGES.newsletterEmailRequired],
    ['not-an-email', MESSAGES.newsletterEmailInvalid],
  ])('refuses %j with the footer form message', async (email, message) => {
    const { status, body } = await api(app, '/api/website/subscribe-mail/create', {
      method: 'POST',
      payload: { email },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, message });
  });

  it('limits one address to 10 sign-ups an hour with a 429', async () => {
    let last = 200;
    // Earlier tests used part of this client's allowance; keep going until the limit answers.
    for (let i = 0; i < 12; i++) {
      const r = await api(app, '/api/website/subscribe-mail/create', {
        method: 'POST',
        payload: { email: `rl${i}@example.com` },
      });
      last = r.status;
      if (last === 429) {
        expect(r.body).toMatchObject({
          status: false,
          message: 'Too many requests. Please try again later.',
        });
        break;
      }
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/website/contact/create', () => {
  const valid = {
    name: 'Rohan Deshmukh',
    email: 'rohan@example.in',
    phone: '9876543210',
    subject: 'Alteration',
    message: 'Can the sleeves of a kurta be shortened?',
  };

  it('stores the message as a support ticket and thanks the shopper', async () => {
    const { status, body } = await api<{ ticket_id: number }>(app, '/api/website/contact/create', {
      method: 'POST',
      payload: valid,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: CONTACT_RECEIVED });
    const [row] = await app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, body.data.ticket_id));
    expect(row).toMatchObject({
      name: 'Rohan Deshmukh',
      source: 'contact',
      phone: '9876543210',
      status: 'open',
    });
  });

  it('accepts a message without a phone number', async () => {
    const { status } = await api(app, '/api/website/contact/create', {
      method: 'POST',
      payload: { ...valid, phone: '' },
    });
    expect(status).toBe(200);
  });

  it.each([
    [{ name: '' }, 'Name is required!'],
    [{ name: 'Ro' }, 'Name must be at least 3 character long'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'rohan@' }, 'Please enter valid email address'],
    [{ phone: '12345' }, 'Phone number must be exactly 10 digits'],
    [{ subject: '' }, 'Subject is required'],
    [{ message: 'Hi' }, 'Message must be at least 10 characters long'],
  ])('refuses %j with a clear message', async (change, message) => {
    const { status, body } = await api(app, '/api/website/contact/create', {
      method: 'POST',
      payload: { ...valid, ...change },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, message });
  });

  it('limits one address to 10 messages an hour with a 429', async () => {
    let last = 200;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (await api(app, '/api/website/contact/create', { method: 'POST', payload: valid }))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/admin/configuration', () => {
  it('lists every module with its switch', async () => {
    const { body } = await api<ModuleConfig[]>(app, '/api/admin/configuration');
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data.every((m) => m.status === 'Y' && typeof m.module_name === 'string')).toBe(
      true,
    );
    expect(body.data.map((m) => m.module_name)).toContain('wishlist');
  });
});

describe('GET /api/website/store and /api/website/faq', () => {
  it('answers the store details for the footer', async () => {
    const { body } = await api<StoreSettings>(app, '/api/website/store');
    expect(body.data).toMatchObject({
      store_name: expect.any(String),
      city: 'Pune',
      support_hours: expect.any(String),
    });
    expect(Array.isArray(body.data.socials)).toBe(true);
    expect(Object.keys(body.data)).not.toContain('storeName');
  });

  it('answers the FAQ in the store order', async () => {
    const { body } = await api<FaqEntry[]>(app, '/api/website/faq');
    expect(body.data.length).toBeGreaterThan(3);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['answer', 'id', 'question', 'topic']);
  });
});
