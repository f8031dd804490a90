import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder in the real shape of what is loading (docs/decisions.md, Look and feel). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ivory-deep', className)} />
  );
}

/**
 * A screen's stand-in while its content loads: at least a screen tall, so the footer waits below
 * the first screen. Under a short stand-in the footer showed, and the content pushed it away as it
 * came (a layout shift of 0.09 on the FAQ page, 0.24 on a policy page).
 */
export function ScreenSkeleton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-hidden="true" className={cn('min-h-dvh', className)}>
      {children}
    </div>
  );
}
