import { Skeleton } from '@/components/skeleton';

/** The product page's shape while it loads: gallery left, buying box right. */
export function ProductDetailSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl px-3 py-5 sm:px-4 lg:py-8"
      aria-busy="true"
      aria-label="Loading product"
      data-testid="product-skeleton"
    >
      <Skeleton className="mb-4 h-4 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-10">
        <Skeleton className="aspect-[3/4] w-full lg:ml-24 lg:w-[calc(100%-6rem)]" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-11/12" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="mt-8 h-4 w-24" />
          <div className="flex gap-2.5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="size-12 rounded-full" />
            ))}
          </div>
          <div className="flex gap-3 pt-4">
            <Skeleton className="h-12 flex-1" />
            <Skeleton className="h-12 flex-1" />
          </div>
          <Skeleton className="mt-6 h-28 w-full" />
        </div>
      </div>
    </div>
  );
}
