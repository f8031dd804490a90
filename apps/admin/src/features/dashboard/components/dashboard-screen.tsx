import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useStaffMember } from '@/store/hooks';
import { useDashboardQuery } from '../api/dashboard-api';
import { DeliveryWeeks } from './delivery-weeks';
import { LowStock } from './low-stock';
import { OpenWork } from './open-work';
import { SalesSeries } from './sales-series';
import { StatCard } from './stat-card';
import { WaitingOrders } from './waiting-orders';

const AS_OF = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

/** The periods the figures cover, each set against the same stretch of the one before. */
const PERIODS = [
  { key: 'today', name: 'today', previousLabel: 'yesterday by this time' },
  { key: 'week', name: 'this week', previousLabel: 'last week by now' },
] as const;

/** The day at a glance: what was sold, what waits, what runs out. */
export default function DashboardScreen() {
  const member = useStaffMember();
  // Orders move all day: the figures are read afresh each time the dashboard is opened.
  const { data, error, isLoading, isFetching, refetch } = useDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const name = member.name || member.email;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          data
            ? `Namaste, ${name}. Figures as of ${AS_OF.format(new Date(data.as_of))} IST.`
            : `Namaste, ${name}.`
        }
        actions={
          <Button
            variant="secondary"
            icon={<RefreshCw aria-hidden className="size-4" />}
            busy={isFetching}
            onClick={() => void refetch()}
          >
            Refresh
          </Button>
        }
      />
      {isLoading ? (
        <LoadingState label="Reading today’s figures…" />
      ) : error || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {PERIODS.flatMap(({ key, name, previousLabel }) => [
              <StatCard
                key={`${key}-sales`}
                label={`Sales ${name}`}
                money
                current={data[key].current.sales}
                previous={data[key].previous.sales}
                previousLabel={previousLabel}
              />,
              <StatCard
                key={`${key}-orders`}
                label={`Orders ${name}`}
                current={data[key].current.orders}
                previous={data[key].previous.orders}
                previousLabel={previousLabel}
              />,
            ])}
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <SalesSeries days={data.daily_sales} />
            </div>
            <div className="flex flex-col gap-6">
              <WaitingOrders waiting={data.waiting} />
              <OpenWork
                returns={data.open_returns}
                tickets={data.open_tickets}
                failedDeliveries={data.open_ndr}
              />
            </div>
          </div>
          <DeliveryWeeks weeks={data.delivery_weeks} />
          <LowStock lowStock={data.low_stock} />
        </div>
      )}
    </>
  );
}
