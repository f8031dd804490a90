import { ChevronLeft, Download, FileX, Printer } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ApiFailure } from '@/store/api';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetInvoiceQuery } from '../api/invoice-api';
import { useInvoicePdf } from '../hooks/use-invoice-pdf';
import { InvoiceDocument } from './invoice-document';

function BackToOrder({ saleId }: { saleId: string }) {
  return (
    <Link
      to={paths.order.getHref(saleId)}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden="true" />
      Order {saleId}
    </Link>
  );
}

function Toolbar({ saleId }: { saleId: string }) {
  const { state, download } = useInvoicePdf(saleId);
  const loading = state.step === 'loading';
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToOrder saleId={saleId} />
        <div className="flex gap-3">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
          <Button onClick={() => void download()} disabled={loading} aria-busy={loading}>
            <Download className="size-4" aria-hidden="true" />
            {loading ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
        </div>
      </div>
      {state.step === 'failed' && (
        <p role="alert" className="mt-3 text-right text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
    </div>
  );
}

function InvoiceSkeleton() {
  return (
    <div
      className="mx-auto mt-6 w-full max-w-[210mm] border border-line bg-white p-5 sm:p-[12mm]"
      aria-busy="true"
      data-testid="invoice-loading"
    >
      <span className="sr-only" role="status">
        Loading the invoice…
      </span>
      <div className="flex justify-between gap-6 border-b border-line pb-4">
        <div className="space-y-2">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-3 w-56" />
          <Skeleton className="h-3 w-40" />
        </div>
        <div className="space-y-2">
          <Skeleton className="ml-auto h-6 w-36" />
          <Skeleton className="ml-auto h-3 w-44" />
          <Skeleton className="ml-auto h-3 w-32" />
        </div>
      </div>
      <Skeleton className="mt-6 h-4 w-48" />
      <Skeleton className="mt-6 h-8 w-full" />
      <Skeleton className="mt-2 h-10 w-full" />
      <Skeleton className="mt-2 h-10 w-full" />
      <Skeleton className="mt-6 ml-auto h-20 w-64" />
    </div>
  );
}

function NoInvoice({ saleId, error }: { saleId: string; error: ApiFailure | undefined }) {
  const missing = error?.status === 404;
  const notYet = error?.status === 409;
  return (
    <section className="mx-auto max-w-xl px-5 py-16 text-center" data-testid="invoice-unavailable">
      <FileX className="mx-auto size-10 text-brand" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink">
        {missing ? "We couldn't find that invoice" : notYet ? 'No invoice yet' : 'Invoice'}
      </h1>
      <p role={missing || notYet ? undefined : 'alert'} className="mt-3 text-[15px] text-muted">
        {missing
          ? `There is no order ${saleId} on your account.`
          : notYet
            ? error.message
            : "We couldn't load the invoice. Please check your connection and try again."}
      </p>
      <Link
        to={missing ? paths.orders.getHref() : paths.order.getHref(saleId)}
        className={buttonClass('primary', 'mt-8')}
      >
        {missing ? 'See my orders' : 'Back to the order'}
      </Link>
    </section>
  );
}

/**
 * /order/invoice/{saleId}, and bare at /invoice/{saleId}: the GST tax invoice with Print and
 * Download PDF. Printing leaves only the invoice on an A4 page.
 */
export function InvoiceScreen({ saleId, bare = false }: { saleId: string; bare?: boolean }) {
  const { data, isLoading, error } = useGetInvoiceQuery(saleId);
  useScreenReady(!isLoading);
  if (!isLoading && !data)
    return <NoInvoice saleId={saleId} error={error as ApiFailure | undefined} />;
  return (
    <div
      className={cn(
        'mx-auto max-w-[calc(210mm+2.5rem)] px-5 print:max-w-none print:p-0',
        bare ? 'py-6' : 'py-8',
      )}
    >
      <Toolbar saleId={saleId} />
      {data ? (
        <div className="mt-6 print:mt-0">
          <InvoiceDocument invoice={data} />
        </div>
      ) : (
        <InvoiceSkeleton />
      )}
    </div>
  );
}
