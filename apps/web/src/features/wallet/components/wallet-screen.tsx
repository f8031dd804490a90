import { ArrowDownLeft, ArrowUpRight, WalletMinimal } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import type { WalletEntry } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { PaginationNav } from '@/components/pagination-nav';
import { Price } from '@/components/price';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { readPageParam } from '@/lib/page-param';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetWalletQuery } from '../api/wallet-api';
import { readReference, REASON_LABELS } from '../lib/ledger-text';

const MINUS = '\u2212';
const linkClass = 'font-medium text-brand hover:underline';

function Reference({ reference }: { reference: string | null }) {
  const read = readReference(reference);
  if (!read) return null;
  if (read.kind === 'order')
    return (
      <>
        Order{' '}
        <Link to={paths.order.getHref(read.saleId)} className={cn(linkClass, 'tracking-wide')}>
          {read.saleId}
        </Link>
      </>
    );
  if (read.kind === 'return')
    return (
      <>
        Return{' '}
        <Link to={paths.refundReplaceProcess.getHref(5)} className={linkClass}>
          {read.label}
        </Link>
      </>
    );
  return <>{read.label}</>;
}

function LedgerRow({ entry }: { entry: WalletEntry }) {
  const credit = entry.amount >= 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex gap-3 py-4" data-testid="wallet-entry">
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full',
          credit ? 'bg-green-50 text-success' : 'bg-ivory-deep text-ink',
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-medium text-ink">{REASON_LABELS[entry.reason]}</p>
        {entry.reference && (
          <p className="text-sm text-muted">
            <Reference reference={entry.reference} />
          </p>
        )}
        <p className="text-sm text-muted">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn('text-[15px] font-semibold', credit ? 'text-success' : 'text-ink')}
          data-testid="wallet-entry-amount"
        >
          {credit ? '+' : MINUS}
          <Price price={Math.abs(entry.amount)} inline />
        </p>
        <p className="text-xs text-muted">
          Balance <Price price={entry.balance_after} inline />
        </p>
      </div>
    </li>
  );
}

function WalletSkeleton() {
  return (
    <div aria-busy="true" data-testid="wallet-loading">
      <span className="sr-only" role="status">
        Loading your wallet…
      </span>
      <Skeleton className="mt-6 h-36 w-full rounded-lg" />
      <Skeleton className="mt-8 h-6 w-24" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 border-b border-line py-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}

/** /wallet: the balance and the dated ledger it is the sum of, a page at a time. */
export function WalletScreen() {
  const [params] = useSearchParams();
  const page = readPageParam(params);
  const { data, isLoading, isFetching, isError, refetch } = useGetWalletQuery(page);
  useScreenReady(!isLoading);
  return (
    <section className="mx-auto max-w-3xl px-5 py-8 sm:py-10" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="font-display text-3xl font-semibold text-ink">
        My wallet
      </h1>
      {isLoading ? (
        <WalletSkeleton />
      ) : isError || !data ? (
        <div className="py-12 text-center">
          <p role="alert" className="text-[15px] text-ink">
            We couldn't load your wallet. Please check your connection and try again.
          </p>
          <Button className="mt-6" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div
            className="mt-6 flex flex-col gap-4 rounded-lg bg-brand p-6 text-white sm:flex-row sm:items-end sm:justify-between"
            data-testid="wallet-balance"
          >
            <div>
              <p className="flex items-center gap-2 text-sm font-medium text-white/85">
                <WalletMinimal className="size-4" aria-hidden="true" />
                Wallet balance
              </p>
              <p className="mt-1 text-4xl font-semibold tracking-tight" data-testid="balance">
                <Price price={data.balance} inline />
              </p>
            </div>
            <p className="max-w-xs text-sm text-white/85">
              Spend it at checkout on your next order. Refunds to your wallet arrive here at once.
            </p>
          </div>
          <h2 className="mt-10 font-display text-xl font-semibold text-ink">History</h2>
          {data.entries.length === 0 ? (
            <div className="mt-4 rounded-lg border border-line bg-white p-6 text-center">
              <p className="text-[15px] text-ink">No wallet activity yet.</p>
              <p className="mt-1 text-sm text-muted">
                Rewards and refunds will show up here, each with its date.
              </p>
              <Link to={paths.home.getHref()} className={buttonClass('outline', 'mt-5')}>
                Start shopping
              </Link>
            </div>
          ) : (
            <ol
              className={cn(
                'mt-2 divide-y divide-line rounded-lg border border-line bg-white px-4 sm:px-5',
                isFetching && 'opacity-60',
              )}
              aria-label="Wallet history"
            >
              {data.entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <PaginationNav
            page={page}
            pageCount={data.pagination?.total_pages ?? 1}
            hrefFor={(p) => paths.wallet.getHref(p)}
          />
        </>
      )}
    </section>
  );
}
