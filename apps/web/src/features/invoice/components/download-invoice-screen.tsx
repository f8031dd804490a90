import { useEffect, useRef } from 'react';
import { CircleCheck, FileX, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { useScreenReady } from '@/store/use-screen-ready';
import { useInvoicePdf } from '../hooks/use-invoice-pdf';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center px-5 py-16 text-center">
      {children}
    </section>
  );
}

/** Starts the download as the page opens; the shopper can start it again or go back. */
function Download({ saleId }: { saleId: string }) {
  const { state, download } = useInvoicePdf(saleId);
  const started = useRef(false);
  useScreenReady();
  useEffect(() => {
    // Once per visit: a second effect run (React's development check) must not save it twice.
    if (started.current) return;
    started.current = true;
    void download();
  }, [download]);

  const back = (
    <Link to={paths.order.getHref(saleId)} className={buttonClass('primary', 'mt-8')}>
      Back to order {saleId}
    </Link>
  );
  if (state.step === 'failed')
    return (
      <Frame>
        <FileX className="size-10 text-danger" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-semibold text-ink">
          The download didn't start
        </h1>
        <p role="alert" className="mt-3 text-[15px] text-muted">
          {state.message}
        </p>
        {back}
      </Frame>
    );
  if (state.step === 'saved')
    return (
      <Frame>
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-semibold text-ink">
          Your download has started
        </h1>
        <p className="mt-3 text-[15px] text-muted">
          The invoice of order {saleId} is saved as a PDF in your downloads.
        </p>
        <Button variant="ghost" className="mt-4" onClick={() => void download()}>
          Download again
        </Button>
        {back}
      </Frame>
    );
  return (
    <Frame>
      <LoaderCircle className="size-10 animate-spin text-brand" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink" role="status">
        Preparing your invoice…
      </h1>
      {back}
    </Frame>
  );
}

/** /download_invoice?sale_id=…: downloads the order's invoice PDF. */
export function DownloadInvoiceScreen() {
  const [params] = useSearchParams();
  const saleId = params.get('sale_id')?.trim().toUpperCase() ?? '';
  useScreenReady(saleId === '');
  if (!saleId)
    return (
      <Frame>
        <h1 className="font-display text-3xl font-semibold text-ink">Which invoice?</h1>
        <p className="mt-3 text-[15px] text-muted">
          Open the order in My orders and download its invoice from there.
        </p>
        <Link to={paths.orders.getHref()} className={buttonClass('primary', 'mt-8')}>
          See my orders
        </Link>
      </Frame>
    );
  return <Download key={saleId} saleId={saleId} />;
}
