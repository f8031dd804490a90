import { CircleCheck, RotateCcw } from 'lucide-react';
import { Link, useLocation } from '@/lib/router';
import type { ReturnType } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { LoadFailed, OrderListSkeleton } from '@/components/order-states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useScreenReady } from '@/store/use-screen-ready';
import { useListReturnRequestsQuery } from '../api/returns-api';
import { REQUEST_WORDS } from '../lib/return-status';
import { ReturnRequestCard } from './return-request-card';
import type { SubmittedRequest } from './return-request-form';

const TYPES: ReturnType[] = ['return', 'replace'];

/** Return Status and Replace Status side by side, the open one marked. */
function StatusTabs({ type }: { type: ReturnType }) {
  return (
    <nav aria-label="Request status" className="mt-5 flex gap-2 border-b border-line">
      {TYPES.map((t) => (
        <Link
          key={t}
          to={paths.refundReplaceProcess.getHref(REQUEST_WORDS[t].statusPage)}
          aria-current={t === type ? 'page' : undefined}
          className={cn(
            '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
            t === type ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {REQUEST_WORDS[t].statusTitle}
        </Link>
      ))}
    </nav>
  );
}

function NoRequests({ type }: { type: ReturnType }) {
  const { noun } = REQUEST_WORDS[type];
  return (
    <div
      className="rounded-lg border border-dashed border-line bg-white px-5 py-10 text-center"
      data-testid="returns-empty"
    >
      <RotateCcw className="mx-auto size-9 text-brand" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink">No {noun} requests yet</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted">
        Something not right with a delivered order? Ask for a {noun} while its return window is
        open.
      </p>
      <Link to={paths.returnReplace.getHref()} className={buttonClass('outline', 'mt-6')}>
        See orders you can return
      </Link>
    </div>
  );
}

/**
 * /order/refund-replace-process/5 (returns) and /6 (replacements): the shopper's requests, newest
 * first, each with its dated timeline; right after a submit, the server's words and the new
 * request marked.
 */
export function ReturnStatusScreen({ type }: { type: ReturnType }) {
  const words = REQUEST_WORDS[type];
  const { data, isLoading, isError, refetch } = useListReturnRequestsQuery(type);
  const submitted = useLocation().state as SubmittedRequest | null;
  useScreenReady(!isLoading);

  let body;
  if (isLoading) body = <OrderListSkeleton label={`Loading your ${words.noun} requests…`} />;
  else if (isError || !data)
    body = <LoadFailed what={`your ${words.noun} requests`} onRetry={() => refetch()} />;
  else if (data.length === 0) body = <NoRequests type={type} />;
  else
    body = (
      <ul className="space-y-5">
        {data.map((request) => (
          <ReturnRequestCard
            key={request.id}
            request={request}
            highlighted={request.id === submitted?.requestId}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-5xl px-5 py-8">
      <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {words.statusTitle}
      </h1>
      <StatusTabs type={type} />
      {submitted?.submitted && (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-md bg-green-50 px-4 py-3 text-[15px] text-success"
          data-testid="return-submitted"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{submitted.submitted}. We'll e-mail you as soon as we have checked it.</span>
        </p>
      )}
      <div className="mt-6">{body}</div>
    </div>
  );
}
