import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { DashboardSummary } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { WAITING_LABELS } from '../lib/dashboard-figures';

/** The orders at each step, each a way into the order list filtered to it. */
export function WaitingOrders({ waiting }: { waiting: DashboardSummary['waiting'] }) {
  return (
    <section aria-labelledby="waiting-heading" className="rounded-lg border border-line bg-white">
      <h2 id="waiting-heading" className="border-b border-line px-4 py-3 font-semibold text-ink">
        Waiting for you
      </h2>
      <ul className="divide-y divide-line">
        {waiting.map(({ status, count }) => (
          <li key={status}>
            <Link
              to={paths.orders.getHref({ status })}
              className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-ivory"
            >
              <span className="text-ink">{WAITING_LABELS[status]}</span>
              <span className="flex items-center gap-1">
                <span
                  className={`min-w-8 rounded-full px-2 py-0.5 text-center font-semibold tabular-nums ${
                    count > 0 ? 'bg-brand-soft text-brand-dark' : 'text-muted'
                  }`}
                >
                  {count}
                </span>
                <ChevronRight aria-hidden className="size-4 text-muted" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
