import type { Invoice } from '@kesariya/shared';
import { api } from '@/store/api';

/** The GST tax invoice of one of the shopper's orders, as JSON; the PDF is fetched as a file. */
export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<Invoice, string>({
      query: (saleId) => ({ path: `website/order/invoice/${encodeURIComponent(saleId)}` }),
      transformResponse: (envelope) => envelope.data as Invoice,
    }),
  }),
});

export const { useGetInvoiceQuery } = invoiceApi;

/** The PDF's call: the same invoice as a file. */
export function invoicePdfRequest(saleId: string) {
  return {
    path: `website/order/invoice/${encodeURIComponent(saleId)}`,
    query: { format: 'pdf' },
  };
}
