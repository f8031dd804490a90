import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportTicket } from '@kesariya/shared';
import { answer, orderSummary, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { SupportContact } from './support-contact';
import { SupportDesk } from './support-desk';

type Reply = { status?: number; body: unknown };

function ticket(changes: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 3,
    subject: 'Blouse piece missing',
    status: 'answered',
    source: 'support',
    sale_id: 'KSR-2511-000123',
    messages: [
      {
        author: 'shopper',
        body: 'The saree came without its blouse piece.',
        at: '2025-11-19T05:00:00Z',
      },
      { author: 'staff', body: 'Sorry! We are sending it today.', at: '2025-11-19T08:30:00Z' },
    ],
    created_at: '2025-11-19T05:00:00Z',
    updated_at: '2025-11-19T08:30:00Z',
    ...changes,
  };
}

let tickets: SupportTicket[];
let createAnswer: () => Reply;
let calls: { url: string; body: URLSearchParams }[];

beforeEach(() => {
  tickets = [ticket()];
  calls = [];
  createAnswer = () => {
    const opened = ticket({
      id: 4,
      subject: 'Size exchange',
      status: 'open',
      sale_id: null,
      messages: [{ author: 'shopper', body: 'Can I swap for an L?', at: '2025-11-20T05:00:00Z' }],
    });
    tickets = [opened, ...tickets];
    return {
      status: 201,
      body: {
        status: true,
        message: 'Thank you for writing to us. We will reply within one working day.',
        data: opened,
      },
    };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        const body = new URLSearchParams(String(init.body ?? ''));
        if (url.includes('/website/support/ticket/create')) {
          calls.push({ url, body });
          return createAnswer();
        }
        if (url.includes('/website/support/ticket/reply/')) {
          calls.push({ url, body });
          tickets = tickets.map((t) =>
            url.endsWith(`/${t.id}`)
              ? {
                  ...t,
                  status: 'open',
                  messages: [
                    ...t.messages,
                    { author: 'shopper', body: body.get('message')!, at: '2025-11-20T06:00:00Z' },
                  ],
                }
              : t,
          );
          return answer(tickets[0]);
        }
        if (url.includes('/website/support/ticket')) return answer(tickets);
        if (url.includes('/website/order'))
          return answer([
            orderSummary({
              items: [
                { name: 'Ink Blue Kurta', image: null, size: 'M', qty: 1 },
                { name: 'Marigold Silk Dupatta', image: null, size: 'Free', qty: 1 },
              ],
            }),
          ]);
        if (url.includes('/website/store'))
          return answer({ store_name: 'Kesariya', support_email: 'help@kesariya.in', phone: '' });
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithApp(<SupportDesk />, { path: '/customer-support' });

describe('customer support', () => {
  it("lists the shopper's tickets and opens one to show the conversation", async () => {
    show();
    const item = await screen.findByTestId('ticket');
    expect(item).toHaveTextContent('Blouse piece missing');
    expect(item).toHaveTextContent('Order KSR-2511-000123 · Updated 19 Nov 2025 · 2 messages');
    expect(within(item).getByTestId('ticket-status')).toHaveTextContent('Answered');
    const toggle = within(item).getByRole('button', { name: /Blouse piece missing/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).getByTestId('message-shopper')).toHaveTextContent(
      'You · 19 Nov 2025, 10:30 am',
    );
    expect(within(item).getByTestId('message-staff')).toHaveTextContent(
      'Sorry! We are sending it today.',
    );
  });

  it('names what is missing beside its field and sends nothing', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write your message',
    );
    expect(calls).toHaveLength(0);
  });

  it('opens a ticket about one of the recent orders and shows it at once', async () => {
    show();
    const order = await screen.findByRole('option', {
      name: 'KSR-2511-000123 · 14 Nov 2025 · Ink Blue Kurta and 1 more',
    });
    fireEvent.change(screen.getByLabelText(/About an order/), {
      target: { value: (order as HTMLOptionElement).value },
    });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: ' Size exchange ' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Can I swap for an L?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByTestId('ticket-sent')).toHaveTextContent(
      'Thank you for writing to us. We will reply within one working day.',
    );
    expect(Object.fromEntries(calls[0]!.body)).toEqual({
      subject: 'Size exchange',
      message: 'Can I swap for an L?',
      sale_id: 'KSR-2511-000123',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('ticket')).toHaveLength(2));
    const opened = screen.getAllByTestId('ticket')[0]!;
    expect(within(opened).getByTestId('ticket-status')).toHaveTextContent('Waiting for our reply');
    expect(within(opened).getByRole('button', { name: /Size exchange/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(opened).getByTestId('message-shopper')).toHaveTextContent('Can I swap for an L?');
  });

  it('keeps what was typed when the server refuses', async () => {
    createAnswer = () => refusal(429, 'Too many requests. Please try again later.');
    show();
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
    expect(screen.getByLabelText('Message')).toHaveValue('A question');
  });

  it("puts the server's refusal of a field beside it", async () => {
    createAnswer = () => refusal(400, 'subject is required', 'subject');
    show();
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('subject is required'),
    );
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getAllByText('subject is required')).toHaveLength(1);
  });

  it('sends a reply on a ticket and shows it in the conversation', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Blouse piece missing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write your message')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your reply'), {
      target: { value: 'It arrived, thank you!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getAllByTestId('message-shopper')).toHaveLength(2));
    expect(calls[0]!.url).toContain('/website/support/ticket/reply/3');
    expect(calls[0]!.body.get('message')).toBe('It arrived, thank you!');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('says when there is no ticket yet', async () => {
    tickets = [];
    show();
    expect(await screen.findByTestId('tickets-empty')).toHaveTextContent(
      'No tickets yetYour questions and our replies will show here.',
    );
  });
});

describe('support contact', () => {
  it('shows the support hours, the store e-mail and the way to the contact page', async () => {
    renderWithApp(<SupportContact />);
    const contact = screen.getByTestId('support-contact');
    expect(contact).toHaveTextContent('Support hoursMonday to Saturday, 10am to 7pm IST');
    expect(await within(contact).findByRole('link', { name: 'help@kesariya.in' })).toHaveAttribute(
      'href',
      'mailto:help@kesariya.in',
    );
    expect(within(contact).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
