import { lazy, Suspense, useState } from 'react';
import { Ruler } from 'lucide-react';
import type { SizeChart } from '@kesariya/shared';

// The dialog's code loads when the shopper first opens the chart, not with the product page
// (docs/decisions/pages-and-performance.md, Pages that feel instant: under 150 KB of JavaScript).
const Dialog = lazy(() => import('@/components/dialog').then((m) => ({ default: m.Dialog })));

/** The product's size chart in inches (from the detail answer), in a dialog. */
export function SizeChartDialog({ chart, productName }: { chart: SizeChart; productName: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own close behaviour.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="size-chart-open"
        className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
      >
        <Ruler className="size-4" aria-hidden="true" /> Size chart
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Size chart"
            description={`Garment measurements of ${productName}, in inches.`}
            className="max-w-lg"
          >
            <div className="mt-4 overflow-x-auto" data-testid="size-chart">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="bg-ivory-deep text-left">
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Size
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {chart.measure_label} (in)
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Waist (in)
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Length (in)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row.size} className="border-b border-line">
                      <th scope="row" className="px-3 py-2 text-left font-semibold">
                        {row.size}
                      </th>
                      <td className="px-3 py-2">{row.bust}</td>
                      <td className="px-3 py-2">{row.waist}</td>
                      <td className="px-3 py-2">{row.length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-4 text-xs leading-5 text-muted">
              Measure yourself over light clothing and pick the size whose{' '}
              {chart.measure_label.toLowerCase()} is 2 to 3 inches more than yours for a comfortable
              fit. Between two sizes? Choose the larger one.
            </p>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
