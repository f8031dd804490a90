/**
 * Injection: SQL and script strings in every text a shopper can send are either refused
 * with 400 and a clear message, or stored exactly as typed and answered as JSON data, never run
 * as SQL or markup; the tables are intact afterwards; HTML the server renders escapes them.
 */
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { encodeId, type Address, type PolicyPage } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterSubscribers,
  policyPages,
  products,
  supportTickets,
  users,
} from '../../src/db/schema';
import { Browser, uniqueEmail, uniquePhone, verifyPhone } from '../auth/kit';
import { loggedInUser, stockedSizes, type Answer, type Shopper } from '../cart/shopper-kit';
import { PUNE_ADDRESS, readyShopper } from '../checkout/checkout-kit';
import { buildTestApp } from '../helpers/build-app';

const HOSTILE = [
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
];

let app: FastifyInstance;
let tablesBefore: Awaited<ReturnType<typeof tableCounts>>;

async function tableCounts() {
  const counted = async (table: typeof users | typeof products) =>
    Number((await app.db.select({ n: count() }).from(table))[0]!.n);
  return { users: await counted(users), products: await counted(products) };
}

beforeAll(async () => {
  app = await buildTestApp();
  tablesBefore = await tableCounts();
});
afterAll(async () => app?.close());

/**
 * The two harmless outcomes: a 400 refusal with a message, or success with the text kept verbatim
 * (`stored` reads it back through the API). Either way the answer is JSON, never markup.
 */
async function expectHarmless(
  answer: { status: number; body: { status: boolean; message: string } },
  sent: string,
  stored: () => Promise<unknown>,
) {
  if (answer.status === 400) {
    expect(answer.body.status).toBe(false);
    expect(answer.body.message.length).toBeGreaterThan(5);
    return 'refused';
  }
  expect(answer.status, answer.body.message).toBeLessThan(300);
  expect(await stored()).toBe(sent);
  return 'stored';
}

describe('sign-up name and e-mail', () => {
  it.each(HOSTILE)('handles %s harmlessly', async (text) => {
    const browser = new Browser(app);
    const mobile = uniquePhone();
    await verifyPhone(app, browser, mobile);
    const created = await browser.post('website/user/create', {
      first_name: text,
      last_name: 'Kulkarni',
      phone: mobile,
      email: uniqueEmail(),
      status: 'Y',
      image: '',
      password: '',
      referred_by: text,
      firebase_token: text,
      session_id: '',
    });
    await expectHarmless(
      created,
      text,
      async () =>
        (await browser.get<{ first_name: string }>('website/user/me')).body.data.first_name,
    );

    const other = new Browser(app);
    const otherMobile = uniquePhone();
    await verifyPhone(app, other, otherMobile);
    const email = `${text}@example.com`;
    const byEmail = await other.post('website/user/create', {
      first_name: 'Asha',
      last_name: 'Kulkarni',
      phone: otherMobile,
      email,
      status: 'Y',
      session_id: '',
    });
    await expectHarmless(
      byEmail,
      email,
      async () => (await other.get<{ email: string }>('website/user/me')).body.data.email,
    );
  });

  it('takes hostile text in a login e-mail or password as a failed login', async () => {
    for (const text of HOSTILE) {
      const answer = await new Browser(app).post('website/user/login', {
        email: text,
        password: text,
      });
      expect([400, 401]).toContain(answer.status);
      expect(answer.body.status).toBe(false);
    }
  });
});

describe('address fields', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await loggedInUser(app);
  });
  const FIELDS = ['name', 'phone', 'pincode', 'address_line', 'landmark', 'city', 'state'] as const;

  it.each(FIELDS)('keeps %s harmless for every hostile string', async (field) => {
    for (const text of HOSTILE) {
      const answer = await shopper.call<Address>('POST', 'website/address/create', {
        form: { ...PUNE_ADDRESS, [field]: text },
      });
      await expectHarmless(answer, text, async () => {
        const list = await shopper.call<Address[]>('GET', 'website/address');
        const saved = list.body.data.find((a) => a.id === answer.body.data.id)!;
        return saved[field];
      });
    }
  });
});

describe('search text', () => {
  it.each(HOSTILE)('answers %s as an ordinary search, in JSON', async (text) => {
    const shopper = new Browser(app);
    const listing = await shopper.get(`website/product?search=${encodeURIComponent(text)}`);
    expect(listing.status).toBe(200);
    expect(listing.body.status).toBe(true);
    const suggestions = await shopper.get(`website/product/search/${encodeURIComponent(text)}`);
    expect(suggestions.status).toBe(200);
    expect(Array.isArray(suggestions.body.data)).toBe(true);
  });

  it('is escaped in the server-rendered head of a listing page', async () => {
    for (const text of HOSTILE) {
      const response = await app.inject({ url: `/products?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
      expect(title).toContain('Search results for');
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<img src=x');
      expect(response.body).not.toMatch(/content="[^"]*' OR 1=1[^"]*"[^>]*"/);
    }
    const page = await app.inject({
      url: `/products?search=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves the head of a product page untouched by a hostile name part or query', async () => {
    for (const text of HOSTILE) {
      const hostile = encodeURIComponent(text);
      const response = await app.inject({
        url: `/product/${encodeId(1)}/${hostile}?search=${hostile}&ref=${hostile}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<link rel="canonical" href="[^"]+\/product\/[^"<>' ]+">/);
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<img src=x');
      expect(response.body).not.toContain("' OR 1=1");
    }
  });
});

describe('contact form, newsletter and coupon code', () => {
  it('refuses hostile names and keeps hostile subjects and messages verbatim as data', async () => {
    for (const text of HOSTILE) {
      const byName = await new Browser(app).post('website/contact/create', {
        name: text,
        email: 'asha@example.co.in',
        subject: 'Order help',
        message: 'Where is my parcel please?',
      });
      expect(byName.status).toBe(400);
      expect(byName.body.message).toBe('Name must contain only letters.');

      const message = `${text} — my kurta has not arrived`;
      const sent = await new Browser(app).post<{ ticket_id: number }>('website/contact/create', {
        name: 'Asha Kulkarni',
        email: 'asha@example.co.in',
        subject: text,
        message,
      });
      await expectHarmless(sent, text, async () => {
        const [ticket] = await app.db
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, sent.body.data.ticket_id));
        expect(ticket!.message).toBe(message);
        return ticket!.subject;
      });
    }
  });

  it('refuses hostile newsletter addresses and coupon codes with a message', async () => {
    const [size] = await stockedSizes(app, 1, 3);
    const { user } = await readyShopper(app, size!);
    for (const text of HOSTILE) {
      const newsletter = await new Browser(app).post('website/subscribe-mail/create', {
        email: text,
      });
      expect(newsletter.status).toBe(400);
      expect(newsletter.body.message.length).toBeGreaterThan(5);
      const coupon: Answer = await user.call('POST', 'website/coupon/apply', {
        form: { code: text, ...user.owner },
      });
      expect(coupon.status).toBe(400);
      expect(coupon.body.message).toBe('Invalid coupon code');
    }
    const subscribers = await app.db.select().from(newsletterSubscribers);
    expect(subscribers.some((s) => HOSTILE.includes(s.email))).toBe(false);
  });
});

describe('policy pages', () => {
  it('are sanitised: no script, event handler or javascript: link reaches the client', async () => {
    const slug = `hostile-policy-${process.pid}`;
    await app.db.insert(policyPages).values({
      slug,
      title: 'Returns',
      contentHtml:
        '<p>Returns within 7 days.</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">click</a><p onclick="alert(1)">Keep this text</p>' +
        '<iframe src="https://evil.example"></iframe><a href="https://example.com">ok</a>',
    });
    const { status, body } = await new Browser(app).get<PolicyPage>(`website/page/slug/${slug}`);
    expect(status).toBe(200);
    const html = body.data.content;
    expect(html).toContain('<p>Returns within 7 days.</p>');
    expect(html).toContain('Keep this text');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
  });
});

describe('the database after all of the above', () => {
  it('still has every table and every row it had', async () => {
    const after = await tableCounts();
    expect(after.products).toBe(tablesBefore.products);
    expect(after.users).toBeGreaterThan(tablesBefore.users);
    const tables = await app.database.rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'addresses', 'products', 'orders', 'support_tickets']),
    );
  });
});
