import { useCallback, useState } from 'react';
import { invoiceFileName } from '@kesariya/shared';
import { fetchApiFile } from '@kesariya/shared/api-file';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/store/api';
import { useLoadedStoreName } from '@/store/site-api';
import { invoicePdfRequest } from '../api/invoice-api';
import { saveFile } from '../lib/save-file';

export type PdfState =
  { step: 'idle' } | { step: 'loading' } | { step: 'saved' } | { step: 'failed'; message: string };

/**
 * Downloads the invoice PDF through the API client, so the client credential travels in a header
 * and never in a link a shopper could copy or share.
 */
export function useInvoicePdf(saleId: string) {
  const [state, setState] = useState<PdfState>({ step: 'idle' });
  const storeName = useLoadedStoreName();
  const download = useCallback(async () => {
    setState({ step: 'loading' });
    try {
      const file = await fetchApiFile(apiClient, invoicePdfRequest(saleId), 'application/pdf');
      saveFile(file.blob, file.fileName ?? invoiceFileName(storeName, saleId));
      setState({ step: 'saved' });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  }, [saleId, storeName]);
  return { state, download };
}
