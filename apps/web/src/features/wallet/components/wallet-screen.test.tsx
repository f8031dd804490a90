import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletEntry } from '@kesariya/shared';
import { jsonFetch, renderWithApp } from '@/test/render';
import { WalletScreen } from './wallet-screen';

const ENTRIES: WalletEntry[] = [
  {
    id: 4,
    amount: 1249,
    reason: 'refund',
    reference: 'KSR-2511-000123',
    balance_after: 1349,
    created_at: '2025-11-16T07:00:00Z',
  },
  {
    id: 3,
    amount: -400,
    reason: 'order_payment',
    reference: 'KSR-2511-000123',
    balance_after: 100,
    created_at: '2025-11-14T04:30:00Z',
  },
  {
    id: 2,
    amount: 300,
    reason: 'refund',
    reference: 'RET-7',
    balance_after: 500,
    created_at: '2025-11-10T10:00:00Z',
  },
  {
    id: 1,
    amount: 200,
    reason: 'signup_reward',
    reference: null,
    balance_after: 200,
    created_at: '2025-11-01T10:00:00Z',
  },
];

let walletAnswer: { status?: number; body: unknown };
let asked: URL[];

beforeEach(() => {
  asked = [];
  walletAnswer = {
    body: {
      status: true,
      message: 'Wallet',
      data: { balance: 1349, entries: ENTRIES },
      pagination: { page: 1, limit: 20, total: 24, total_pages: 2 },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        asked.push(new URL(url, 'http://store.test'));
        return walletAnswer;
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('my wallet', () => {
  it('shows the balance and the dated ledger, orders linked by their number', async () => {
    renderWithApp(<WalletScreen />, { path: '/wallet' });
    expect(screen.getByTestId('wallet-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('₹1,349');
    const entries = screen.getAllByTestId('wallet-entry');
    expect(entries).toHaveLength(4);

    const refund = within(entries[0]!);
    expect(refund.getByText('Refund')).toBeInTheDocument();
    expect(refund.getByRole('link', { name: 'KSR-2511-000123' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000123',
    );
    expect(refund.getByTestId('wallet-entry-amount')).toHaveTextContent('+₹1,249');
    expect(entries[0]).toHaveTextContent('16 Nov 2025, 12:30 pm');
    expect(entries[0]).toHaveTextContent('Balance ₹1,349');

    expect(within(entries[1]!).getByText('Paid for an order')).toBeInTheDocument();
    expect(within(entries[1]!).getByTestId('wallet-entry-amount')).toHaveTextContent('−₹400');
    expect(within(entries[2]!).getByRole('link', { name: 'RET-7' })).toHaveAttribute(
      'href',
      '/order/refund-replace-process/5',
    );
    expect(within(entries[3]!).getByText('Sign-up reward')).toBeInTheDocument();
    expect(asked[0]!.pathname).toBe('/api/website/wallet');
  });

  it('pages through the ledger', async () => {
    renderWithApp(<WalletScreen />, { path: '/wallet?page=2' });
    await screen.findByTestId('balance');
    expect(asked[0]!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/wallet');
  });

  it('says when nothing has moved yet', async () => {
    walletAnswer = { body: { status: true, message: 'Wallet', data: { balance: 0, entries: [] } } };
    renderWithApp(<WalletScreen />, { path: '/wallet' });
    expect(await screen.findByText('No wallet activity yet.')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('₹0');
  });

  it('offers to try again when the wallet cannot be read', async () => {
    walletAnswer = { status: 503, body: { status: false, message: 'Busy', data: null } };
    renderWithApp(<WalletScreen />, { path: '/wallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your wallet.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
