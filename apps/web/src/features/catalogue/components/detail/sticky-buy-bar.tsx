import type { ProductDetail } from '@kesariya/shared';
import { Price } from '@/components/price';
import type { BuyBox } from '../../hooks/use-buy-box';

/** Phones: Add to Cart stays in reach above the bottom bar while the shopper scrolls. */
export function StickyBuyBar({ product, box }: { product: ProductDetail; box: BuyBox }) {
  if (box.soldOut) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 border-t border-line bg-white px-3 py-2 shadow-[0_-2px_8px_rgba(31,26,23,0.08)] lg:hidden"
      data-testid="sticky-buy-bar"
    >
      <div className="min-w-0 flex-1">
        <Price
          price={product.price}
          mrp={product.mrp}
          discount={product.discount_percent}
          size="sm"
        />
        <p className="truncate text-xs text-muted">
          {box.size ? `Size ${box.size} · Qty ${box.qty}` : 'Select a size'}
        </p>
      </div>
      <button
        type="button"
        onClick={box.addToCart}
        disabled={box.pending !== null}
        data-testid="sticky-add-to-cart"
        className="min-h-11 rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:bg-brand/60"
      >
        {box.pending === 'cart' ? 'Adding…' : 'Add to Cart'}
      </button>
    </div>
  );
}
