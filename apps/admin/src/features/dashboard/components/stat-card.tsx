import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatCount, formatMoney } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { changeOf } from '../lib/dashboard-figures';

/**
 * One figure against the same stretch before it. The change is written out in words as well as
 * shown by its arrow and colour, which only help.
 */
export function StatCard({
  label,
  current,
  previous,
  previousLabel,
  money = false,
}: {
  label: string;
  current: number;
  previous: number;
  /** What the earlier figure is: "yesterday by this time". */
  previousLabel: string;
  money?: boolean;
}) {
  const show = (value: number) => (money ? formatMoney(value) : formatCount(value));
  const change = changeOf(current, previous);
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  const changeText =
    change.percent === null
      ? change.direction === 'same'
        ? 'no change'
        : 'new'
      : `${change.percent > 0 ? '+' : ''}${change.percent}%`;
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums">
        {show(current)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span
          className={cn(
            'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium',
            change.direction === 'up' && 'bg-success-soft text-success',
            change.direction === 'down' && 'bg-danger-soft text-danger',
            change.direction === 'same' && 'bg-ivory-deep text-muted',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          {changeText}
        </span>
        <span>
          vs <span className="tabular-nums">{show(previous)}</span> {previousLabel}
        </span>
      </p>
    </div>
  );
}
