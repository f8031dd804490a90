import { lazy, Suspense } from 'react';
import { formatMoney, type DailySales } from '@kesariya/shared';
import { seriesSummary, shortDay } from '../lib/dashboard-figures';

const SalesChart = lazy(() => import('./sales-chart'));

/**
 * The last days' sales: a chart for the eye, summed up in its label, and every figure in a table
 * that only screen readers see.
 */
export function SalesSeries({ days }: { days: readonly DailySales[] }) {
  return (
    <section
      aria-labelledby="sales-series-heading"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="sales-series-heading" className="font-semibold text-ink">
        Sales, last {days.length} days
      </h2>
      <div role="img" aria-label={seriesSummary(days)} className="mt-3 h-64">
        <Suspense fallback={<div className="h-full animate-pulse rounded-md bg-ivory" />}>
          <SalesChart days={days} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Sales by day, in IST</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDay(day.date)}</th>
              <td>{formatMoney(day.sales)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
