import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@kesariya/shared';
import { answer, orderDetail, orderSummary } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { CancelOrderScreen } from './cancel-order-screen';

let order: OrderDetail;
let reasons: string[];

beforeEach(() => {
  reasons = [];
  order = orderDetail({
    totals: { ...orderDetail().totals, wallet_used: 400, amount_payable: 2099 },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        if (url.includes('/website/order/cancel/')) {
          reasons.push(new URLSearchParams(String(init.body)).get('reason') ?? '');
          return answer({
            order: { ...order, status: 'cancelled', can_cancel: false },
            refund: { amount: 2499, to: 'original', wallet: 400, original: 2099 },
          });
        }
        if (url.includes('/website/order/KSR-')) return answer(order);
        if (url.includes('/website/order'))
          return answer([
            orderSummary({ sale_id: 'KSR-2511-000125', status: 'shipped' }),
            orderSummary({ sale_id: 'KSR-2511-000124', status: 'packed' }),
          ]);
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/order/cancel-order', () => {
  it('confirms with a reason and shows where each part of the money went', async () => {
    renderWithApp(<CancelOrderScreen />, { path: '/order/cancel-order?sale_id=KSR-2511-000123' });
    const form = await screen.findByTestId('cancel-form');
    expect(within(form).getByTestId('refund-preview')).toHaveTextContent(
      '₹400 back in your wallet' +
        'Refund of ₹2,099 to your original payment method, 5–7 working days',
    );
    fireEvent.click(within(form).getByRole('radio', { name: 'Something else' }));
    fireEvent.change(within(form).getByLabelText('Tell us why'), { target: { value: 'no' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel order' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please tell us in a few words why.');
    // What was typed stays.
    expect(within(form).getByLabelText('Tell us why')).toHaveValue('no');

    fireEvent.click(
      within(form).getByRole('radio', { name: 'I need to change the delivery address' }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel order' }));
    const result = await screen.findByTestId('refund-result');
    expect(reasons).toEqual(['I need to change the delivery address']);
    expect(result).toHaveTextContent('₹400 back in your wallet');
    expect(result).toHaveTextContent(
      'Refund of ₹2,099 to your original payment method, 5–7 working days',
    );
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000123',
    );
  });

  it('says a shipped order can no longer be cancelled', async () => {
    order = orderDetail({ status: 'shipped', can_cancel: false });
    renderWithApp(<CancelOrderScreen />, { path: '/order/cancel-order?sale_id=KSR-2511-000123' });
    expect(await screen.findByTestId('not-cancellable')).toHaveTextContent(
      'This order can no longer be cancelled.' +
        'It has been shipped. Once it is delivered you can return it instead.',
    );
    expect(screen.queryByTestId('cancel-form')).toBeNull();
  });

  it('without an order named, lists the recent ones that can still be cancelled', async () => {
    renderWithApp(<CancelOrderScreen />, { path: '/order/cancel-order' });
    const list = await screen.findByTestId('cancellable-orders');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(list).getByRole('link', { name: 'Cancel order KSR-2511-000124' }),
    ).toHaveAttribute('href', '/order/cancel-order?sale_id=KSR-2511-000124');
  });
});
