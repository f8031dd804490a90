import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminFaq,
  AdminPolicyPage,
  AdminPolicySummary,
  AdminPromotional,
  FaqEntry,
  PolicyPage,
  PromotionalMessage,
} from '@kesariya/shared';
import { auditOf, storefront } from '../catalogue-admin/catalogue-kit';
import { errorsOf, type Client, staffClient, ownerApp } from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A page kept by the page cache, as the page server keeps a served page. */
async function keepPage(url = 'http://localhost/') {
  await app.catalogueCache.pages.getOrLoad(url, async () => ({ status: 200, html: 'old banner' }));
  expect(app.catalogueCache.pages.size).toBeGreaterThan(0);
}

describe('PUT /api/admin/content/promotional', () => {
  it('changes the storefront banner at once, drops kept pages and logs before and after', async () => {
    const before = await owner.request<AdminPromotional>('GET', '/api/admin/content/promotional');
    expect(before.body.data.message).not.toBe('');
    await keepPage();

    const saved = await owner.request<AdminPromotional>('PUT', '/api/admin/content/promotional', {
      json: { message: 'Diwali sale: 20% off sarees', active: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ message: 'Diwali sale: 20% off sarees', active: true });
    expect(app.catalogueCache.pages.size).toBe(0);

    const shown = await storefront<PromotionalMessage>(app, '/api/website/promotional');
    expect(shown.data).toMatchObject({ message: 'Diwali sale: 20% off sarees' });

    const [entry] = await auditOf(owner, 'promotional_message', saved.body.data.id!);
    expect(entry).toMatchObject({
      action: 'content.promotional',
      before: { message: before.body.data.message },
      after: { message: 'Diwali sale: 20% off sarees', active: true },
    });
  });

  it('hides the banner when switched off', async () => {
    await owner.request('PUT', '/api/admin/content/promotional', {
      json: { message: 'Back soon', active: false },
    });
    const shown = await storefront<PromotionalMessage | null>(app, '/api/website/promotional');
    expect(shown.data).toBeNull();
    await owner.request('PUT', '/api/admin/content/promotional', {
      json: { message: 'Back soon', active: true },
    });
    expect((await storefront(app, '/api/website/promotional')).data).toMatchObject({
      message: 'Back soon',
    });
  });

  it('names the field: an empty or too long message', async () => {
    const empty = await owner.request('PUT', '/api/admin/content/promotional', {
      json: { message: '  ', active: true },
    });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toEqual({ message: 'Message is required' });
    const long = await owner.request('PUT', '/api/admin/content/promotional', {
      json: { message: 'x'.repeat(201), active: 'maybe' },
    });
    expect(errorsOf(long.body)).toEqual({
      message: 'Message must be at most 200 characters',
      active: 'active must be true or false',
    });
  });
});

describe('PUT /api/admin/content/pages/:id', () => {
  it('lists every page and saves a title and text sanitised: no script or handler survives', async () => {
    const list = await owner.request<AdminPolicySummary[]>('GET', '/api/admin/content/pages');
    const terms = list.body.data.find((p) => p.id === 1)!;
    expect(terms).toMatchObject({ id: 1, status: 'Y' });
    await keepPage();

    const saved = await owner.request<AdminPolicyPage>('PUT', '/api/admin/content/pages/1', {
      json: {
        title: 'Terms of Use',
        content:
          '<h2>Orders</h2><p onclick="steal()">We ship <strong>fast</strong>.</p>' +
          '<script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://kesariya.in/help">help</a>',
      },
    });
    expect(saved.status).toBe(200);
    const html = saved.body.data.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('<h2>Orders</h2><p>We ship <strong>fast</strong>.</p>');
    expect(html).toContain(
      '<a href="https://kesariya.in/help" target="_blank" rel="noopener noreferrer">help</a>',
    );
    expect(app.catalogueCache.pages.size).toBe(0);

    const shown = await storefront<PolicyPage>(app, `/api/website/page/slug/${terms.slug}`);
    expect(shown.data).toMatchObject({ title: 'Terms of Use', content: html });

    const [entry] = await auditOf(owner, 'policy_page', 1);
    expect(entry).toMatchObject({
      action: 'content.page.update',
      before: { title: terms.title },
      after: { title: 'Terms of Use', content: html },
    });
  });

  it('refuses an empty title and text, and answers 404 for a page that does not exist', async () => {
    const empty = await owner.request('PUT', '/api/admin/content/pages/1', {
      json: { title: '', content: '<p> </p>' },
    });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    const missing = await owner.request('PUT', '/api/admin/content/pages/99999', {
      json: { title: 'Ghost', content: '<p>Nothing</p>' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('the FAQ calls', () => {
  it('creates, edits, reorders and deletes questions; the storefront follows and the log keeps each', async () => {
    const created = await owner.request<AdminFaq>('POST', '/api/admin/content/faq', {
      json: { question: 'Do you ship abroad?', answer: 'Not yet.', topic: 'Shipping' },
    });
    expect(created.status).toBe(201);
    const faq = created.body.data;
    expect(faq).toMatchObject({ topic: 'Shipping', status: 'Y' });
    let shown = await storefront<FaqEntry[]>(app, '/api/website/faq');
    expect(shown.data.at(-1)).toMatchObject({ id: faq.id, question: 'Do you ship abroad?' });

    const edited = await owner.request<AdminFaq>('PUT', `/api/admin/content/faq/${faq.id}`, {
      json: { question: 'Do you ship outside India?', answer: 'Not yet.', topic: '', status: 'N' },
    });
    expect(edited.body.data).toMatchObject({ topic: 'General', status: 'N' });
    shown = await storefront<FaqEntry[]>(app, '/api/website/faq');
    expect(shown.data.some((f) => f.id === faq.id)).toBe(false);

    const all = await owner.request<AdminFaq[]>('GET', '/api/admin/content/faq');
    const ids = all.body.data.map((f) => f.id);
    const reversed = [...ids].reverse();
    const reordered = await owner.request('POST', '/api/admin/content/faq/reorder', {
      json: { ids: reversed },
    });
    expect(reordered.status).toBe(200);
    const after = await owner.request<AdminFaq[]>('GET', '/api/admin/content/faq');
    expect(after.body.data.map((f) => f.id)).toEqual(reversed);

    const partial = await owner.request('POST', '/api/admin/content/faq/reorder', {
      json: { ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('ids must name every question once, in the new order');

    expect((await owner.request('DELETE', `/api/admin/content/faq/${faq.id}`)).status).toBe(200);
    expect((await owner.request('DELETE', `/api/admin/content/faq/${faq.id}`)).status).toBe(404);

    const entries = await auditOf(owner, 'faq', faq.id);
    expect(entries.map((e) => e.action)).toEqual([
      'content.faq.delete',
      'content.faq.update',
      'content.faq.create',
    ]);
    expect(entries[1]).toMatchObject({
      before: { question: 'Do you ship abroad?', status: 'Y' },
      after: { question: 'Do you ship outside India?', status: 'N' },
    });
    const [reorder] = await auditOf(owner, 'faq', 'all');
    expect(reorder).toMatchObject({ action: 'content.faq.reorder', after: { order: reversed } });
  });

  it('names every field at fault at once', async () => {
    const answer = await owner.request('POST', '/api/admin/content/faq', {
      json: { question: '', answer: '', status: 'maybe' },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      status: 'status must be Y (on) or N (off)',
    });
  });
});

describe('the content calls, for staff', () => {
  it('answer 403 to a member of staff and change nothing', async () => {
    const staff = await staffClient(app);
    const refused = await staff.request('PUT', '/api/admin/content/promotional', {
      json: { message: 'Staff banner', active: true },
    });
    expect(refused.status).toBe(403);
    expect((await storefront(app, '/api/website/promotional')).data).not.toMatchObject({
      message: 'Staff banner',
    });
  });
});
