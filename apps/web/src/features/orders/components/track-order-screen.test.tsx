import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { TrackOrderScreen } from './track-order-screen';

const NOT_FOUND = 'We could not find an order with those details.';
let sent: URLSearchParams[];
let trackAnswer: { status?: number; body: unknown };

beforeEach(() => {
  sent = [];
  trackAnswer = answer({
    sale_id: 'KSR-2511-000123',
    status: 'out_for_delivery',
    status_history: [
      { status: 'placed', note: 'Order placed', at: '2025-11-14T04:30:00Z' },
      { status: 'shipped', note: '', at: '2025-11-15T09:15:00Z' },
      { status: 'out_for_delivery', note: '', at: '2025-11-17T03:00:00Z' },
    ],
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        if (url.includes('/website/order/track')) {
          sent.push(new URLSearchParams(String(init.body)));
          return trackAnswer;
        }
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(name);

describe('tracking an order', () => {
  it('checks both fields, names each problem and keeps what was typed', () => {
    renderWithApp(<TrackOrderScreen />, { path: '/track-order-by' });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(field('Order number')).toHaveAccessibleDescription('Please enter your order number.');
    expect(field('Mobile number or e-mail')).toHaveAccessibleDescription(
      'Please enter the mobile number or e-mail address on the order.',
    );

    fireEvent.change(field('Order number'), { target: { value: '12345' } });
    fireEvent.change(field('Mobile number or e-mail'), { target: { value: '98220' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(field('Order number')).toHaveAccessibleDescription(
      'Order numbers look like KSR-2511-000123: check the one in your e-mail or SMS.',
    );
    expect(field('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile number or e-mail')).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number or an e-mail address.',
    );
    expect(field('Order number')).toHaveValue('12345');
    expect(field('Mobile number or e-mail')).toHaveValue('98220');
    expect(sent).toHaveLength(0);
  });

  it('shows only the timeline of the order found', async () => {
    renderWithApp(<TrackOrderScreen />, { path: '/product/track-order' });
    fireEvent.change(field('Order number'), { target: { value: 'ksr-2511-000123' } });
    fireEvent.change(field('Mobile number or e-mail'), { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const result = await screen.findByTestId('track-result');
    expect(sent[0]!.get('sale_id')).toBe('KSR-2511-000123');
    expect(sent[0]!.get('contact')).toBe('9876543210');
    expect(within(result).getByRole('heading', { name: 'KSR-2511-000123' })).toBeInTheDocument();
    expect(within(result).getByTestId('timeline-out_for_delivery')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(result).getByTestId('timeline-out_for_delivery')).toHaveTextContent(
      '17 Nov 2025, 8:30 am',
    );
    expect(screen.queryByText('Flat 12')).toBeNull();
  });

  it("shows the server's one message for a wrong pair, and keeps the form filled", async () => {
    trackAnswer = refusal(404, NOT_FOUND);
    renderWithApp(<TrackOrderScreen />, { path: '/track-order-by?sale_id=KSR-2511-000123' });
    expect(field('Order number')).toHaveValue('KSR-2511-000123');
    fireEvent.change(field('Mobile number or e-mail'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(field('Mobile number or e-mail')).toHaveValue('asha@example.in');
    expect(screen.queryByTestId('track-result')).toBeNull();
  });
});
