import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A placeholder in the real shape of what is loading (docs/decisions/storefront-screens.md, Look
 * and feel).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ivory-deep', className)} />
  );
}

/**
 * The stand-in of a screen whose content is longer than a screen, while it loads: at least a
 * screen tall, so the footer waits below the first screen. Under a short stand-in the footer
 * showed, and the content pushed it away as it came (a layout shift of 0.09 on the FAQ page, 0.24
 * on a policy page). Not for content that can be shorter: the footer would move up instead.
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
