import { useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { ErrorState, LoadingState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { usePackingSlipQuery } from '../api/orders-api';
import './print-page.css';

/**
 * The packing slip as a page to print: black on white, the shell hidden by the print styles
 * (.print-page in index.css), what to pick and where it goes, nothing of prices but cash due.
 */
export default function PackingSlipScreen() {
  const { saleId = '' } = useParams();
  const { data: slip, error, isLoading, refetch } = usePackingSlipQuery(saleId);
  if (isLoading) return <LoadingState label="Loading the packing slip…" />;
  if (error || !slip) return <ErrorState error={error} onRetry={refetch} />;
  const to = slip.ship_to;
  return (
    <div className="print-page mx-auto max-w-2xl bg-white p-6 text-black">
      <div className="mb-4 flex justify-end print:hidden">
        <Button icon={<Printer aria-hidden className="size-4" />} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div>
          <p className="text-lg font-bold">{slip.store.name}</p>
          <p className="text-xs">{slip.store.address}</p>
          {slip.store.phone ? <p className="text-xs">{slip.store.phone}</p> : null}
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">Packing slip</h1>
          <p className="text-2xl font-bold tracking-wide whitespace-nowrap">{slip.sale_id}</p>
          <p className="text-xs">Placed {formatDateTime(slip.created_at)}</p>
        </div>
      </header>
      <section className="mt-4" aria-label="Ship to">
        <h2 className="text-xs font-bold uppercase">{to ? 'Ship to' : 'Collect at the store'}</h2>
        {to ? (
          <address className="text-base not-italic">
            <strong>{to.name}</strong>
            <br />
            {to.address_line}
            {to.landmark ? `, ${to.landmark}` : ''}
            <br />
            {to.city} {to.pincode}, {to.state}, {to.country}
            <br />
            Phone {to.phone}
          </address>
        ) : (
          <p>
            {slip.customer.name} · {slip.customer.phone}
          </p>
        )}
      </section>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1">SKU</th>
            <th className="py-1">Item</th>
            <th className="py-1">Size</th>
            <th className="py-1 text-right">Qty</th>
            <th className="py-1 text-right">Packed</th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={`${item.sku}-${item.size}`} className="border-b border-gray-400">
              <td className="py-1.5 font-mono">{item.sku}</td>
              <td className="py-1.5">{item.name}</td>
              <td className="py-1.5 font-bold">{item.size}</td>
              <td className="py-1.5 text-right font-bold">{item.qty}</td>
              <td className="py-1.5 text-right">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        {slip.item_count} piece{slip.item_count === 1 ? '' : 's'} in all · {slip.payment_method}
      </p>
      {slip.cash_to_collect !== null ? (
        <p className="mt-2 border-2 border-black p-2 text-lg font-bold">
          Collect cash on delivery: <Money rupees={slip.cash_to_collect} />
        </p>
      ) : null}
    </div>
  );
}
