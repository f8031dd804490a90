import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination as PageInfo } from '@kesariya/shared';
import { Button } from './button';

/** The server's page of a list: where it is, and a step either way. */
export function Pagination({
  pagination,
  onPageChange,
}: {
  pagination: PageInfo;
  onPageChange: (page: number) => void;
}) {
  const { page, limit, total, total_pages: pages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-3 border-t border-line px-3 py-2 text-sm text-muted"
    >
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={<ChevronLeft aria-hidden className="size-4" />}
        />
        <span className="px-1 tabular-nums">
          Page {page} of {Math.max(pages, 1)}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          icon={<ChevronRight aria-hidden className="size-4" />}
        />
      </div>
    </nav>
  );
}
