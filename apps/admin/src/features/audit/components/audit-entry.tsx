import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { AuditEntry } from '@kesariya/shared';
import { formatDateTime } from '@/lib/format-date';
import { actionLabel, diffOf, fieldLabel, targetHref } from '../lib/audit-diff';

/** One change: who, what, on what, when (IST), and each changed field before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changes = diffOf(entry.before, entry.after);
  const href = targetHref(entry.target);
  const target = `${entry.target.type} ${entry.target.id}`;
  return (
    <article className="rounded-lg border border-line bg-white p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-sm font-semibold text-ink">
          {actionLabel(entry.action)}
          <span className="font-normal text-muted"> on </span>
          {href ? (
            <Link to={href} className="text-brand hover:underline">
              {target}
            </Link>
          ) : (
            <span>{target}</span>
          )}
        </h2>
        <p className="text-sm text-muted">
          {entry.who} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
      </header>
      {changes.length > 0 ? (
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium text-muted">{fieldLabel(change.field)}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="break-all text-muted line-through decoration-muted/50">
                  {change.before}
                </span>
                <ArrowRight aria-label="changed to" className="size-3.5 shrink-0 text-muted" />
                <span className="break-all text-ink">{change.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">No field changed.</p>
      )}
    </article>
  );
}
