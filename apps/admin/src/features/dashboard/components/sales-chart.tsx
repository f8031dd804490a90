import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, type DailySales } from '@kesariya/shared';
import { shortDay } from '../lib/dashboard-figures';

const COMPACT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function TooltipBody({
  active,
  payload,
}: {
  active?: boolean;
  payload?: { payload: DailySales }[];
}) {
  const day = active ? payload?.[0]?.payload : undefined;
  if (!day) return null;
  return (
    <div className="rounded-md border border-line bg-white px-3 py-2 text-sm shadow-sm">
      <p className="font-medium text-ink">{shortDay(day.date)}</p>
      <p className="tabular-nums">{formatMoney(day.sales)}</p>
      <p className="text-muted">
        {day.orders} {day.orders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

/**
 * The bars of the daily sales. Loaded on its own, after the dashboard has painted: the charting
 * library is the heaviest part of the page. Its figures are in the table beside it for screen
 * readers, so the drawing itself is not an interactive widget.
 */
export default function SalesChart({ days }: { days: readonly DailySales[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={days as DailySales[]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDay}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-line)' }}
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={(value: number) => COMPACT.format(value)}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
          width={64}
        />
        <Tooltip content={<TooltipBody />} cursor={{ fill: 'var(--color-ivory-deep)' }} />
        <Bar
          dataKey="sales"
          fill="var(--color-brand)"
          radius={[2, 2, 0, 0]}
          maxBarSize={28}
          // Drawn at once: the figures are the point, and a growing bar reads as a moving figure.
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
