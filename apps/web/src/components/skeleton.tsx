import { cn } from '@/lib/cn';

/** A placeholder in the real shape of what is loading (docs/decisions.md, Look and feel). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ivory-deep', className)} />
  );
}
