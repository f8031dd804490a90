import type { OrderItem } from '@kesariya/shared';
import { Link } from '@/lib/router';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { paths } from '@/config/paths';

/** What was bought, a picture per line, as on a receipt. */
export function OrderItems({ items, compact = false }: { items: OrderItem[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-line" data-testid="order-items">
      {items.map((item) => {
        const href = paths.product.getHref(item.product_id, item.name);
        return (
          <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <Link to={href} className={compact ? 'w-14 shrink-0' : 'w-16 shrink-0 sm:w-20'}>
              <ProductImage
                image={item.image}
                alt={item.name}
                sizes="80px"
                className="rounded-md"
              />
            </Link>
            <div className="min-w-0 flex-1">
              <Link
                to={href}
                className="line-clamp-2 text-[15px] font-medium text-ink hover:underline"
              >
                {item.name}
              </Link>
              <p className="mt-1 text-sm text-muted">
                Size {item.size} · Qty {item.qty}
              </p>
              {!compact && item.qty > 1 && (
                <p className="mt-1 text-sm text-muted">
                  <Price price={item.price} inline /> each
                </p>
              )}
            </div>
            <Price price={item.line_total} inline className="shrink-0 font-semibold text-ink" />
          </li>
        );
      })}
    </ul>
  );
}
