import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
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

/** Numbered pages as real links, so a page can be shared and the Back button steps through pages. */
export function PaginationNav({ page, pageCount, hrefFor, state }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-10 flex items-center justify-center gap-1"
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          state={state}
          className={cn(cell, 'text-ink hover:bg-ivory-deep')}
          aria-label="Previous page"
          rel="prev"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={cn(cell, 'text-muted/40')} aria-hidden="true">
          <ChevronLeft className="size-4" />
        </span>
      )}
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
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          state={state}
          className={cn(cell, 'text-ink hover:bg-ivory-deep')}
          aria-label="Next page"
          rel="next"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={cn(cell, 'text-muted/40')} aria-hidden="true">
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
