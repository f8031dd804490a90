import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnRequest } from '@kesariya/shared';
import { answer } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { returnRequest } from '@/test/return-fixtures';
import { ReturnStatusScreen } from './return-status-screen';

let requests: ReturnRequest[];
let asked: string[];

beforeEach(() => {
  asked = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        asked.push(url);
        if (url.includes('/website/return?')) return answer(requests);
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const at = (day: number, hour = 5) => `2025-11-${day}T0${hour}:00:00Z`;

describe('Return Status', () => {
  it('shows a refunded return as a dated timeline that says where the money went', async () => {
    requests = [
      returnRequest({
        status: 'refunded',
        comment: 'Too loose at the shoulders',
        history: [
          { status: 'requested', note: '', at: at(19) },
          { status: 'approved', note: '', at: at(19, 9) },
          { status: 'picked_up', note: '', at: at(20) },
          { status: 'received', note: '', at: at(21) },
          { status: 'refunded', note: '', at: at(21, 8) },
        ],
        refund: { amount: 1249, to: 'wallet', status: 'processed' },
      }),
    ];
    renderWithApp(<ReturnStatusScreen type="return" />);
    const card = await screen.findByTestId('return-request');
    expect(asked.some((url) => url.includes('/website/return?type=return'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Return Status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Status' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(card).getByTestId('return-status')).toHaveTextContent('Refunded');
    expect(card).toHaveTextContent('Asked on 19 Nov 2025');
    expect(card).toHaveTextContent('Reason: Size does not fit');
    expect(card).toHaveTextContent('“Too loose at the shoulders”');
    expect(card).toHaveTextContent(
      'Pickup from: Meera Joshi, Flat 12, Saffron Heights, Law College Road, Pune 411004',
    );
    const steps = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.state);
    expect(steps.map((li) => li.textContent?.split(/\d/)[0])).toEqual([
      'Requested',
      'Approved',
      'Picked up',
      'Received at our store',
      'Refunded (current step)',
    ]);
    expect(within(card).getByTestId('timeline-approved')).toHaveTextContent('19 Nov 2025, 2:30 pm');
    expect(within(card).getByTestId('step-detail-refunded')).toHaveTextContent(
      '₹1,249 back in your wallet',
    );
  });

  it('says why a request was refused, and that a refund to the bank takes days', async () => {
    requests = [
      returnRequest({
        id: 8,
        status: 'rejected',
        history: [
          { status: 'requested', note: '', at: at(19) },
          { status: 'rejected', note: 'The tags were removed', at: at(20) },
        ],
      }),
      returnRequest({
        id: 7,
        status: 'refunded',
        refund: { amount: 2499, to: 'original', status: 'pending' },
      }),
    ];
    renderWithApp(<ReturnStatusScreen type="return" />);
    const [rejected, refunded] = await screen.findAllByTestId('return-request');
    expect(within(rejected!).getByTestId('timeline-rejected')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(rejected!).getByTestId('step-detail-rejected')).toHaveTextContent(
      'Reason: The tags were removed',
    );
    expect(within(refunded!).getByTestId('step-detail-refunded')).toHaveTextContent(
      'Refund of ₹2,499 to your original payment method, 5–7 working days',
    );
  });

  it('shows the courier collecting the items and its AWB, on the step it belongs to', async () => {
    const pickup = {
      courier: 'Delhivery Surface',
      awb: '779916090281',
      tracking_url: 'https://shiprocket.co/tracking/779916090281',
      pickup_date: '2025-11-20T05:30:00Z',
    };
    const approved = [
      { status: 'requested' as const, note: '', at: at(19) },
      { status: 'approved' as const, note: '', at: at(19, 9) },
    ];
    requests = [
      returnRequest({ id: 9, status: 'approved', history: approved, pickup }),
      returnRequest({
        id: 10,
        status: 'received',
        history: [
          ...approved,
          { status: 'picked_up', note: 'Picked up by Delhivery Surface', at: at(20) },
          { status: 'received', note: '', at: at(21) },
        ],
        pickup,
      }),
    ];
    renderWithApp(<ReturnStatusScreen type="return" />);
    const [awaited, received] = await screen.findAllByTestId('return-request');
    const waiting = within(within(awaited!).getByTestId('timeline-approved')).getByTestId('pickup');
    expect(waiting).toHaveTextContent('Delhivery Surface · AWB 779916090281 · Track pickup');
    expect(within(waiting).getByRole('link', { name: 'Track pickup' })).toHaveAttribute(
      'href',
      'https://shiprocket.co/tracking/779916090281',
    );
    const pickedUp = within(received!).getByTestId('timeline-picked_up');
    expect(within(pickedUp).getByTestId('pickup')).toHaveTextContent('AWB 779916090281');
    expect(pickedUp).toHaveTextContent('Picked up by Delhivery Surface');
    expect(within(received!).getAllByTestId('pickup')).toHaveLength(1);
  });

  it('leads back to the eligible orders when there is no request yet', async () => {
    renderWithApp(<ReturnStatusScreen type="return" />);
    const empty = await screen.findByTestId('returns-empty');
    expect(empty).toHaveTextContent('No return requests yet');
    expect(within(empty).getByRole('link', { name: 'See orders you can return' })).toHaveAttribute(
      'href',
      '/return-replace-privacy',
    );
  });
});

describe('Replace Status', () => {
  it('shows the new size and links the replacement order once shipped', async () => {
    requests = [
      returnRequest({
        type: 'replace',
        status: 'replacement_shipped',
        replacement_size: 'L',
        replacement_sale_id: 'KSR-2511-000140',
        history: [
          { status: 'requested', note: '', at: at(19) },
          { status: 'approved', note: '', at: at(19, 9) },
          { status: 'picked_up', note: '', at: at(20) },
          { status: 'received', note: '', at: at(21) },
          { status: 'replacement_shipped', note: '', at: at(22) },
        ],
      }),
    ];
    renderWithApp(<ReturnStatusScreen type="replace" />);
    const card = await screen.findByTestId('return-request');
    expect(asked.some((url) => url.includes('/website/return?type=replace'))).toBe(true);
    expect(card).toHaveTextContent('New size L');
    expect(within(card).getByTestId('return-status')).toHaveTextContent('Replacement shipped');
    const detail = within(card).getByTestId('step-detail-replacement_shipped');
    expect(detail).toHaveTextContent('On its way as order KSR-2511-000140');
    expect(within(detail).getByRole('link', { name: 'KSR-2511-000140' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000140',
    );
  });

  it('shows the upcoming steps of a request just made', async () => {
    requests = [returnRequest({ type: 'replace', replacement_size: 'XL' })];
    renderWithApp(<ReturnStatusScreen type="replace" />);
    const card = await screen.findByTestId('return-request');
    expect(within(card).getByTestId('return-status')).toHaveTextContent('Requested');
    expect(within(card).getByTestId('timeline-requested')).toHaveAttribute('data-state', 'current');
    expect(within(card).getByTestId('timeline-replacement_shipped')).toHaveAttribute(
      'data-state',
      'upcoming',
    );
  });
});
