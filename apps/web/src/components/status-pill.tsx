import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** How a status reads at a glance: waiting, under way, on its way, done, or stopped. */
export type StatusTone = 'waiting' | 'progress' | 'moving' | 'done' | 'stopped';

const tones: Record<StatusTone, string> = {
  waiting: 'bg-marigold-soft text-saffron-text',
  progress: 'bg-ivory-deep text-ink',
  moving: 'bg-brand-soft text-brand',
  done: 'bg-green-50 text-success',
  stopped: 'bg-red-50 text-danger',
};

/** A status (an order's, a return's, a ticket's) as a small coloured label. */
export function StatusPill({
  tone,
  testId,
  className,
  children,
}: {
  tone: StatusTone;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        tones[tone],
        className,
      )}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
