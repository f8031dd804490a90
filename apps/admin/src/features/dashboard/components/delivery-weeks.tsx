import type { DeliveryWeek } from '@kesariya/shared';

const WEEK_OF = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** A Monday's YYYY-MM-DD as the table names its week: "17 Nov". */
const weekName = (monday: string) => WEEK_OF.format(new Date(`${monday}T00:00:00Z`));

/**
 * What happens after dispatch, week by week (by when orders were placed): how much goes cash on
 * delivery, how many parcels come back (RTO), and how many still wait on a failed delivery.
 * Newest week first, as the owner reads it.
 */
export function DeliveryWeeks({ weeks }: { weeks: readonly DeliveryWeek[] }) {
  return (
    <section
      aria-labelledby="deliveries-heading"
      className="rounded-lg border border-line bg-white"
    >
      <h2 id="deliveries-heading" className="border-b border-line px-4 py-3 font-semibold text-ink">
        Deliveries by week
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Week of
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                COD share
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                RTO rate
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Open NDRs
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {[...weeks].reverse().map((week) => (
              <tr key={week.week}>
                <th scope="row" className="px-4 py-2 text-left font-normal text-ink">
                  {weekName(week.week)}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{week.orders}</td>
                <td className="px-4 py-2 text-right tabular-nums">{week.cod_share} %</td>
                <td className="px-4 py-2 text-right tabular-nums">{week.rto_rate} %</td>
                <td
                  className={`px-4 py-2 text-right tabular-nums ${week.open_ndr > 0 ? 'font-semibold text-brand-dark' : ''}`}
                >
                  {week.open_ndr}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
