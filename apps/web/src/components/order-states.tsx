import type { ReactNode } from 'react';
import { PackageSearch } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';

/** Cards in the shape of the order list (or of a list of returns) while it loads. */
export function OrderListSkeleton({ label = 'Loading your orders…' }: { label?: string }) {
  return (
    <div className="mt-6 space-y-4" aria-busy="true" data-testid="orders-loading">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-lg border border-line bg-white">
          <div className="flex justify-between gap-4 border-b border-line bg-ivory-deep/60 p-4">
            <div className="space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-6 w-44" />
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <div className="flex gap-4 p-4">
            <Skeleton className="aspect-[3/4] w-16" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The order page's panels while the order loads. */
export function OrderDetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-8" aria-busy="true" data-testid="order-loading">
      <span className="sr-only" role="status">
        Loading your order…
      </span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-5 h-3 w-28" />
      <Skeleton className="mt-2 h-8 w-64" />
      <Skeleton className="mt-2 h-4 w-40" />
      <Skeleton className="mt-6 h-24 w-full rounded-lg" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <Skeleton className="h-72 w-full rounded-lg" />
          <Skeleton className="h-40 w-full rounded-lg" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56 w-full rounded-lg" />
          <Skeleton className="h-32 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}

/** A read that failed for another reason than a missing order: say so and offer to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-5 py-16 text-center">
      <p role="alert" className="text-[15px] text-ink">
        We couldn't load {what}. Please check your connection and try again.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A screen about an order that cannot go on, saying why, with the one way forward. */
export function OrderDeadEnd({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  testId: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-5 py-16 text-center" data-testid={testId}>
      <PackageSearch className="mx-auto size-10 text-brand" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 text-[15px] leading-7 text-muted">{children}</p>
      <Link to={action.to} className={buttonClass('primary', 'mt-8')}>
        {action.label}
      </Link>
    </section>
  );
}

/**
 * Another shopper's order, or a number that is no order, reads the same: it reveals nothing
 * (docs/decisions/orders-and-payments.md, After the sale).
 */
export function OrderNotFound({ saleId }: { saleId: string }) {
  return (
    <OrderDeadEnd
      title="We couldn't find that order"
      action={{ to: paths.orders.getHref(), label: 'See my orders' }}
      testId="order-not-found"
    >
      There is no order {saleId} on your account. Please check the number, or find it among your
      orders.
    </OrderDeadEnd>
  );
}
