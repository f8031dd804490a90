import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CancelledOrder, OrderDetail } from '@kesariya/shared';
import { answer, orderDetail, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { OrderDetailScreen } from './order-detail-screen';

let order: OrderDetail;
let orderAnswer: () => { status?: number; body: unknown };
let cancelAnswer: { status?: number; body: unknown };
let cancels: { url: string; body: URLSearchParams }[];

function cancelled(refund: CancelledOrder['refund']): CancelledOrder {
  return {
    order: orderDetail({ status: 'cancelled', can_cancel: false }),
    refund,
  };
}

beforeEach(() => {
  cancels = [];
  order = orderDetail();
  orderAnswer = () => answer(order);
  cancelAnswer = answer(cancelled({ amount: 2499, to: 'original', wallet: 0, original: 2499 }));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        if (url.includes('/website/order/cancel/')) {
          cancels.push({ url, body: new URLSearchParams(String(init.body)) });
          return cancelAnswer;
        }
        if (url.includes('/website/order/KSR-')) return orderAnswer();
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithApp(<OrderDetailScreen saleId="KSR-2511-000123" />, {
    path: '/order/KSR-2511-000123',
  });

describe('an order', () => {
  it('reads like a receipt: number, items, address, payment and totals', async () => {
    show();
    expect(await screen.findByTestId('order-sale-id')).toHaveTextContent('KSR-2511-000123');
    expect(screen.getByText(/Placed on/)).toHaveTextContent('Placed on 14 Nov 2025, 10:00 am');
    const items = screen.getByTestId('order-items');
    expect(within(items).getByRole('link', { name: 'Ink Blue Kurta' })).toHaveAttribute(
      'href',
      '/product/MTk/ink-blue-kurta',
    );
    expect(items).toHaveTextContent('Size M · Qty 1');
    expect(screen.getByTestId('order-address')).toHaveTextContent(
      'Flat 12, Saffron Heights, Law College Road',
    );
    expect(screen.getByTestId('payment-note')).toHaveTextContent('Paid ₹2,499 online.');
    expect(screen.getByTestId('amount-payable')).toHaveTextContent('Amount paid₹2,499');
  });

  it('highlights the current step of the dated timeline, with the carrier once shipped', async () => {
    order = orderDetail({
      status: 'shipped',
      can_cancel: false,
      carrier: 'Delhivery',
      tracking_number: 'DLV123456789',
      status_history: [
        ...orderDetail().status_history,
        { status: 'shipped', note: '', at: '2025-11-15T09:15:00Z' },
      ],
    });
    show();
    const shipped = await screen.findByTestId('timeline-shipped');
    expect(shipped).toHaveAttribute('aria-current', 'step');
    expect(shipped).toHaveTextContent('15 Nov 2025, 2:45 pm');
    expect(within(shipped).getByTestId('shipment')).toHaveTextContent(
      'Delhivery · Tracking number DLV123456789',
    );
    expect(screen.getByTestId('timeline-placed')).toHaveAttribute('data-state', 'done');
    expect(screen.getByTestId('timeline-delivered')).toHaveAttribute('data-state', 'upcoming');
    // Shipped: tracking is the next thing to do, and cancelling is no longer offered.
    const next = screen.getByTestId('next-action');
    expect(within(next).getByRole('link', { name: 'Track order' })).toHaveAttribute(
      'href',
      '#order-status',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("shows a booked parcel's AWB on the packed step, with the courier's tracking link", async () => {
    order = orderDetail({
      status: 'packed',
      carrier: 'Delhivery Surface',
      tracking_number: '770016090281',
      tracking_url: 'https://shiprocket.co/tracking/770016090281',
      status_history: [
        ...orderDetail().status_history,
        {
          status: 'packed',
          note: 'AWB 770016090281 with Delhivery Surface',
          at: '2025-11-15T09:15:00Z',
        },
      ],
    });
    show();
    const packed = await screen.findByTestId('timeline-packed');
    expect(within(packed).getByTestId('shipment')).toHaveTextContent(
      'Delhivery Surface · Tracking number 770016090281 · Track parcel',
    );
    expect(within(packed).getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://shiprocket.co/tracking/770016090281',
    );
    expect(packed).toHaveTextContent('AWB 770016090281 with Delhivery Surface');
    expect(screen.queryByTestId('timeline-shipped')).not.toBeNull();
    expect(within(screen.getByTestId('timeline-shipped')).queryByTestId('shipment')).toBeNull();
  });

  it('cancels with a reason after a confirm step, and says where the money went', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order KSR-2511-000123?' });
    expect(within(dialog).getByTestId('refund-preview')).toHaveTextContent(
      'Refund of ₹2,499 to your original payment method, 5–7 working days',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(cancels).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.change(within(dialog).getByLabelText('Tell us why'), {
      target: { value: 'The wedding was moved to next month' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const result = await within(dialog).findByTestId('cancel-result');
    expect(cancels[0]!.url).toContain('/api/website/order/cancel/KSR-2511-000123');
    expect(cancels[0]!.body.get('reason')).toBe('The wedding was moved to next month');
    expect(result).toHaveTextContent('Order KSR-2511-000123 is cancelled');
    expect(within(result).getByTestId('refund-result')).toHaveTextContent(
      'Refund of ₹2,499 to your original payment method, 5–7 working days',
    );
    fireEvent.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the wallet part back in the wallet', async () => {
    cancelAnswer = answer(cancelled({ amount: 1249, to: 'wallet', wallet: 1249, original: 0 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I ordered by mistake' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByTestId('refund-result')).toHaveTextContent(
      '₹1,249 back in your wallet',
    );
    expect(cancels[0]!.body.get('reason')).toBe('I ordered by mistake');
  });

  it('says nothing was charged for cash on delivery', async () => {
    order = orderDetail({ payment_method: 'Cash on Delivery', payment: null });
    cancelAnswer = answer(cancelled(null));
    show();
    expect(await screen.findByTestId('payment-note')).toHaveTextContent(
      'Pay ₹2,499 in cash or by UPI when it arrives.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refund-preview')).toHaveTextContent(
      'Nothing was charged, so there is nothing to refund.',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Delivery will take too long' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByTestId('refund-result')).toHaveTextContent(
      'Nothing was charged, so there is nothing to refund.',
    );
  });

  it("shows the server's refusal when the order shipped meanwhile", async () => {
    cancelAnswer = refusal(
      409,
      'This order has been shipped and can no longer be cancelled. You can return it once it is delivered.',
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('radio', { name: 'I found a better price elsewhere' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order has been shipped and can no longer be cancelled.',
    );
  });

  const delivered = (returnUntil: string) =>
    orderDetail({
      status: 'delivered',
      can_cancel: false,
      can_return_until: returnUntil,
      status_history: [
        ...orderDetail().status_history,
        { status: 'delivered', note: '', at: '2025-11-18T08:00:00Z' },
      ],
    });

  it('offers return and replace inside the return window', async () => {
    order = delivered('2999-01-01T00:00:00Z');
    show();
    const next = await screen.findByTestId('next-action');
    expect(next).toHaveTextContent('Delivered on 18 Nov 2025.');
    expect(next).toHaveTextContent('You can return or replace items until 1 Jan 2999.');
    expect(within(next).getByRole('link', { name: 'Return' })).toHaveAttribute(
      'href',
      '/order/return/KSR-2511-000123',
    );
    expect(within(next).getByRole('link', { name: 'Replace' })).toHaveAttribute(
      'href',
      '/order/replace/KSR-2511-000123',
    );
    expect(within(next).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/order/invoice/KSR-2511-000123',
    );
  });

  it('offers the invoice download once the return window has passed', async () => {
    order = delivered('2025-11-25T08:00:00Z');
    show();
    const next = await screen.findByTestId('next-action');
    expect(within(next).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/download_invoice?sale_id=KSR-2511-000123',
    );
    expect(within(next).queryByRole('link', { name: 'Return' })).toBeNull();
  });

  it('offers only the moves the server gives: no cancel button when next_moves has none', async () => {
    order = orderDetail({ status: 'packed', next_moves: [] });
    show();
    const next = await screen.findByTestId('next-action');
    expect(next).toHaveTextContent('We are getting your order ready to ship.');
    expect(next).not.toHaveTextContent('You can cancel it');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers paying and cancelling an unpaid order as the server says', async () => {
    order = orderDetail({ status: 'pending_payment', payment: null });
    show();
    const next = await screen.findByTestId('next-action');
    expect(next).toHaveTextContent('Your payment is not complete yet.');
    expect(within(next).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      expect.stringContaining('KSR-2511-000123'),
    );
    expect(within(next).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('says a failed delivery attempt and an order on its way back in the shopper’s words', async () => {
    const shipped = {
      carrier: 'Delhivery',
      tracking_number: 'DLV123456789',
      status_history: [
        ...orderDetail().status_history,
        { status: 'shipped', note: '', at: '2025-11-15T09:15:00Z' },
      ],
    };
    order = orderDetail({
      status: 'delivery_failed',
      ...shipped,
      failed_delivery: {
        attempt: 1,
        reason: 'Consignee not available',
        failed_at: '2025-11-16T09:15:00Z',
        request: null,
        dates: ['2025-11-17', '2025-11-18', '2025-11-19'],
      },
    });
    const first = show();
    const next = await screen.findByTestId('next-action');
    expect(next).toHaveTextContent('The courier could not deliver your order this time.');
    expect(next).toHaveTextContent('The courier says: Consignee not available.');
    expect(next).toHaveTextContent('With Delhivery, tracking number DLV123456789.');
    // The way to another attempt is the link's page, by the order's number in the session.
    expect(within(next).getByRole('link', { name: 'Arrange delivery' })).toHaveAttribute(
      'href',
      '/order/delivery-retry?sale_id=KSR-2511-000123',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Delivery attempt failed');
    expect(screen.getByTestId('timeline-delivered')).toHaveAttribute('data-state', 'upcoming');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    first.unmount();

    order = orderDetail({ status: 'rto_in_transit', ...shipped });
    show();
    expect(await screen.findByTestId('next-action')).toHaveTextContent(
      'Your order could not be delivered and is on its way back to our store.',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Returning to store');
    expect(screen.queryByTestId('timeline-delivered')).toBeNull();
  });

  it('lists the refunds of a cancelled order by where they went', async () => {
    order = orderDetail({
      status: 'cancelled',
      can_cancel: false,
      refunds: [
        { amount: 500, to: 'wallet', status: 'processed', at: '2025-11-14T05:00:00Z' },
        { amount: 1999, to: 'original', status: 'processed', at: '2025-11-14T05:00:00Z' },
      ],
    });
    show();
    const refunds = await screen.findByTestId('order-refunds');
    expect(refunds).toHaveTextContent('₹500 back in your wallet');
    expect(refunds).toHaveTextContent('₹1,999 refunded to your original payment method');
  });

  it("says an order that is not the shopper's cannot be found", async () => {
    orderAnswer = () => refusal(404, 'Order not found');
    show();
    expect(await screen.findByText("We couldn't find that order")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
  });
});
