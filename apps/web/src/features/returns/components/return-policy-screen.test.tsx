import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { logInShopper, returnableOrder } from '@/test/return-fixtures';
import { ReturnPolicyScreen } from './return-policy-screen';

let eligibleAnswer: { status?: number; body: unknown };
let asked: string[];

beforeEach(() => {
  asked = [];
  eligibleAnswer = answer([returnableOrder()], { other_data: { return_window_days: 7 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        asked.push(url);
        if (url.includes('/website/return/eligible')) return eligibleAnswer;
        return answer([]);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithApp(<ReturnPolicyScreen />, { path: '/return-replace-privacy' });

describe('return and replacement policy', () => {
  it('explains the policy to a guest, links the full policy and asks to log in for the orders', async () => {
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Return & Replacements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask soon after delivery' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Cancellation, Return & Refund Policy' }),
    ).toHaveAttribute('href', '/policy/NA/cancellation-return-refund-policy');
    const login = screen.getByTestId('returns-login');
    expect(login).toHaveTextContent(
      'Log in to see your delivered orders and ask for a return or a replacement.',
    );
    expect(within(login).getByText('Log in')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders you can return' })).toBeVisible();
    // A guest's page asks the server nothing about returns.
    expect(asked.some((url) => url.includes('/website/return'))).toBe(false);
  });

  it("lists a shopper's orders inside the window with the store's window and both actions", async () => {
    logInShopper();
    show();
    const card = await screen.findByTestId('returnable-order');
    expect(screen.getByRole('heading', { name: 'Ask within 7 days' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'KSR-2511-000123' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000123',
    );
    expect(card).toHaveTextContent('Delivered 18 Nov 2025 · Return or replace by 25 Nov 2025');
    expect(
      within(card).getByRole('link', { name: 'Return items of order KSR-2511-000123' }),
    ).toHaveAttribute('href', '/order/return/KSR-2511-000123');
    expect(
      within(card).getByRole('link', { name: 'Replace items of order KSR-2511-000123' }),
    ).toHaveAttribute('href', '/order/replace/KSR-2511-000123');
    expect(card).toHaveTextContent('Ink Blue Kurta');
    expect(card).toHaveTextContent('Size M · Qty 1');
    expect(screen.getByRole('link', { name: 'Return Status' })).toHaveAttribute(
      'href',
      '/order/refund-replace-process/5',
    );
    expect(screen.getByRole('link', { name: 'Replace Status' })).toHaveAttribute(
      'href',
      '/order/refund-replace-process/6',
    );
  });

  it('says when there is nothing to return, and leads to the orders', async () => {
    eligibleAnswer = answer([], { other_data: { return_window_days: 10 } });
    logInShopper();
    show();
    const empty = await screen.findByTestId('returnable-empty');
    expect(empty).toHaveTextContent('No orders to return right now');
    expect(empty).toHaveTextContent(
      'Delivered orders show here until their return window closes, 10 days after delivery.',
    );
    expect(within(empty).getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('shows skeletons while loading and a way to try again when the list fails', async () => {
    eligibleAnswer = refusal(503, 'Service unavailable');
    logInShopper();
    show();
    expect(screen.getByTestId('orders-loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your delivered orders. Please check your connection and try again.",
    );
    eligibleAnswer = answer([returnableOrder()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('returnable-order')).toBeInTheDocument();
  });
});
