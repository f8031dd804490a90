import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@kesariya/shared';
import { jsonFetch, renderWithApp } from '@/test/render';
import { DownloadInvoiceScreen } from './download-invoice-screen';
import { InvoiceScreen } from './invoice-screen';

const INVOICE: Invoice = {
  number: 'KS/2025-26/000042',
  date: '2025-11-14T04:32:00Z',
  sale_id: 'KSR-2511-000123',
  payment_method: 'Online Payment',
  payments: [{ method: 'Online Payment', amount: 2499 }],
  refunds: [],
  prepaid_saving: null,
  store: {
    name: 'Kesariya',
    address: 'Shop 4, Prabhat Road, Pune 411004',
    gstin: '27ABCDE1234F1Z5',
    state: 'Maharashtra',
    state_code: '27',
  },
  buyer: {
    name: 'Meera Joshi',
    address: 'Flat 12, Saffron Heights, Law College Road, Pune 411004',
    state: 'Maharashtra',
    phone: '9876543210',
  },
  place_of_supply: 'Maharashtra (27)',
  intra_state: true,
  lines: [
    {
      description: 'Ink Blue Kurta',
      hsn: '6211',
      size: 'M',
      qty: 1,
      unit_price: 2499,
      discount: 0,
      rate_percent: 5,
      taxable_value: 2380,
      cgst: 59.5,
      sgst: 59.5,
      igst: 0,
      total: 2499,
    },
  ],
  delivery: null,
  totals: {
    taxable_value: 2380,
    cgst: 59.5,
    sgst: 59.5,
    igst: 0,
    total: 2499,
    amount_in_words: 'Rupees Two Thousand Four Hundred Ninety-Nine Only',
  },
};

const PDF_BYTES = '%PDF-1.7 test';
let invoiceAnswer: { status?: number; body: unknown };
let pdfAnswer: () => Response;
let calls: { url: string; headers: Headers }[];
let saved: { name: string; href: string }[];

beforeEach(() => {
  calls = [];
  saved = [];
  invoiceAnswer = { body: { status: true, message: 'Tax invoice', data: INVOICE } };
  pdfAnswer = () =>
    new Response(PDF_BYTES, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Kesariya-invoice-KS-2025-26-000042.pdf"',
      },
    });
  const json = jsonFetch(() => invoiceAnswer);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), headers: new Headers(init.headers) });
      return String(input).includes('format=pdf') ? pdfAnswer() : json(input, init);
    }),
  );
  // The page's client credential, as the server injects it into index.html.
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="api-credential" content="d2ViOnNlY3JldA==">',
  );
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelector('meta[name="api-credential"]')?.remove();
});

describe('the invoice', () => {
  it('shows the GST tax invoice: number, store GSTIN, buyer, HSN lines, the tax split and totals in words', async () => {
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000123" />);
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { name: 'TAX INVOICE' })).toBeInTheDocument();
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('KS/2025-26/000042');
    expect(sheet).toHaveTextContent('GSTIN: 27ABCDE1234F1Z5');
    expect(sheet).toHaveTextContent('Meera Joshi');
    expect(sheet).toHaveTextContent('Intra-state supply: CGST + SGST');
    const line = within(sheet).getByTestId('invoice-line');
    expect(line).toHaveTextContent('Ink Blue Kurta');
    expect(line).toHaveTextContent('6211');
    expect(line).toHaveTextContent('2,380.00');
    expect(line).toHaveTextContent('59.50');
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('CGST');
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent('₹2,499.00');
    expect(within(sheet).getByTestId('amount-in-words')).toHaveTextContent(
      'Rupees Two Thousand Four Hundred Ninety-Nine Only',
    );
    expect(calls[0]!.url).toBe('/api/website/order/invoice/KSR-2511-000123');
  });

  it('says how it was paid when in parts, and what was refunded since', async () => {
    invoiceAnswer = {
      body: {
        status: true,
        message: 'Tax invoice',
        data: {
          ...INVOICE,
          payments: [
            { method: 'Wallet', amount: 100 },
            { method: 'Online Payment', amount: 2399 },
          ],
          refunds: [{ date: '2025-11-20T06:00:00Z', amount: 2499, to: 'wallet' }],
        },
      },
    };
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000123" />);
    const sheet = await screen.findByTestId('invoice-document');
    expect(sheet).toHaveTextContent('PaymentWallet + Online Payment');
    const totals = within(sheet).getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('Paid from wallet₹100.00');
    expect(totals).toHaveTextContent('Paid by Online Payment₹2,399.00');
    expect(totals).toHaveTextContent(/Refunded to wallet, .*2025₹2,499\.00/);
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent('₹2,499.00');
  });

  it('downloads the PDF through the API client, the credential in a header and not in the link', async () => {
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000123" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const pdfCall = calls.find((c) => c.url.includes('format=pdf'))!;
    expect(pdfCall.url).toBe('/api/website/order/invoice/KSR-2511-000123?format=pdf');
    expect(pdfCall.headers.get('Authorization')).toBe('Basic d2ViOnNlY3JldA==');
    expect(saved[0]).toEqual({
      name: 'Kesariya-invoice-KS-2025-26-000042.pdf',
      href: 'blob:invoice',
    });
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000123" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it("says why there is no invoice yet, in the server's words", async () => {
    invoiceAnswer = {
      status: 409,
      body: {
        status: false,
        message: 'The invoice of a cash on delivery order is ready once it is delivered',
        data: null,
      },
    };
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000123" />);
    expect(await screen.findByRole('heading', { name: 'No invoice yet' })).toBeInTheDocument();
    expect(
      screen.getByText('The invoice of a cash on delivery order is ready once it is delivered'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000123',
    );
  });

  it("says another shopper's invoice cannot be found", async () => {
    invoiceAnswer = {
      status: 404,
      body: { status: false, message: 'Order not found', data: null },
    };
    renderWithApp(<InvoiceScreen saleId="KSR-2511-000999" />);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that invoice" }),
    ).toBeInTheDocument();
  });
});

describe('/download_invoice', () => {
  it('starts the download at once and says so, with a way back to the order', async () => {
    renderWithApp(<DownloadInvoiceScreen />, { path: '/download_invoice?sale_id=KSR-2511-000123' });
    expect(
      await screen.findByRole('heading', { name: 'Your download has started' }),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to order KSR-2511-000123' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000123',
    );
  });

  it("shows the server's reason when there is no invoice to download", async () => {
    pdfAnswer = () =>
      new Response(
        JSON.stringify({ status: false, message: 'The invoice is ready once the order is paid' }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      );
    renderWithApp(<DownloadInvoiceScreen />, { path: '/download_invoice?sale_id=KSR-2511-000123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice is ready once the order is paid',
    );
    expect(saved).toHaveLength(0);
  });
});
