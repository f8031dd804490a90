import type { ElementType } from 'react';
import { cn } from '@/lib/cn';
import { useStoreName } from '@/store/site-api';

interface LoadingViewProps {
  className?: string;
  /** The wordmark's element: 'h1' where the view is the page (/loader). */
  wordmark?: ElementType;
  testId?: string;
}

/**
 * The store's loading view: the wordmark over a running bar
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
export function LoadingView({ className, wordmark: Wordmark = 'p', testId }: LoadingViewProps) {
  const name = useStoreName();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={cn('grid place-items-center bg-ivory', className)}
    >
      <div className="flex flex-col items-center gap-4">
        <Wordmark className="font-display text-4xl font-semibold text-brand">{name}</Wordmark>
        <div className="h-0.5 w-32 overflow-hidden rounded bg-line">
          <div className="h-full w-1/3 animate-[loader_1s_ease-in-out_infinite] bg-marigold" />
        </div>
        <span className="sr-only">Loading the store…</span>
      </div>
    </div>
  );
}
