import { Skeleton } from '@/components/skeleton';

/** The request form's fields while the order loads. */
export function ReturnFormSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-5 py-8" aria-busy="true" data-testid="return-form-loading">
      <span className="sr-only" role="status">
        Loading your order…
      </span>
      <Skeleton className="h-3 w-28" />
      <Skeleton className="mt-3 h-8 w-72" />
      <Skeleton className="mt-2 h-4 w-52" />
      <div className="mt-8 space-y-4 lg:max-w-2xl">
        <Skeleton className="h-24 w-full rounded-lg" />
        <Skeleton className="h-24 w-full rounded-lg" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
