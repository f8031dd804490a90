import type { ReactNode } from 'react';
import type { ReturnItem } from '@kesariya/shared';
import { ProductImage } from '@/components/product-image';

/** One order line as the return screens show it: its picture, name, size and quantity. */
export function ReturnItemLine({ item, children }: { item: ReturnItem; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 gap-3">
      <ProductImage
        image={item.image}
        alt={item.name}
        sizes="64px"
        className="w-16 shrink-0 rounded"
      />
      <div className="min-w-0 pt-0.5">
        <p className="line-clamp-2 text-[15px] font-medium text-ink">{item.name}</p>
        <p className="mt-0.5 text-sm text-muted">
          Size {item.size} · Qty {item.qty}
        </p>
        {children}
      </div>
    </div>
  );
}
