import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

interface PaginationNavProps {
  page: number;
  /** pageCount of the shopper state, default 1. */
  pageCount: number;
  hrefFor: (page: number) => string;
  state?: unknown;
}

/** Page numbers to show: the first, the last and two around the current one, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

const cell = 'grid min-h-10 min-w-10 place-items-center rounded-md px-2 text-sm font-semibold';

/** Previous or next page; a dimmed arrow, hidden from assistive technology, at either end. */
function StepLink({
  to,
  state,
  direction,
}: {
  to: string | null;
  state: unknown;
  direction: 'prev' | 'next';
}) {
  const Arrow = direction === 'prev' ? ChevronLeft : ChevronRight;
  if (to === null)
    return (
      <span className={cn(cell, 'text-muted/40')} aria-hidden="true">
        <Arrow className="size-4" />
      </span>
    );
  return (
    <Link
      to={to}
      state={state}
      className={cn(cell, 'text-ink hover:bg-ivory-deep')}
      aria-label={direction === 'prev' ? 'Previous page' : 'Next page'}
      rel={direction}
    >
      <Arrow className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** Numbered pages as real links, so a page can be shared and the Back button steps through pages. */
export function PaginationNav({ page, pageCount, hrefFor, state }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-10 flex items-center justify-center gap-1"
      data-testid="pagination"
    >
      <StepLink to={page > 1 ? hrefFor(page - 1) : null} state={state} direction="prev" />
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            state={state}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            data-testid={`page-${p}`}
            className={cn(
              cell,
              p === page ? 'bg-brand text-white' : 'text-ink hover:bg-ivory-deep',
            )}
          >
            {p}
          </Link>
        ),
      )}
      <StepLink to={page < pageCount ? hrefFor(page + 1) : null} state={state} direction="next" />
    </nav>
  );
}
