import type { ReactNode } from 'react';
import type { ProductImage as ProductImageData } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';

/** A bought piece as the after-sale screens list it. */
export interface BoughtItem {
  name: string;
  image: ProductImageData | null;
  size: string;
  qty: number;
}

/** One line of an order (a list, a return): its picture, name, size and quantity. */
export function ItemLine({
  item,
  imageClassName = 'w-16',
  children,
}: {
  item: BoughtItem;
  /** The picture's width class. */
  imageClassName?: string;
  /** What the line says besides (the size wanted instead…). */
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4">
      <ProductImage
        image={item.image}
        alt={item.name}
        sizes="64px"
        className={cn('shrink-0 rounded-md', imageClassName)}
      />
      <div className="min-w-0">
        <p className="line-clamp-2 text-[15px] font-medium text-ink">{item.name}</p>
        <p className="mt-0.5 text-sm text-muted">
          Size {item.size} · Qty {item.qty}
        </p>
        {children}
      </div>
    </div>
  );
}
