import { Heart, ShoppingBag, Zap } from 'lucide-react';
import type { ProductDetail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Price } from '@/components/price';
import { useWishlistToggle } from '@/components/use-wishlist-toggle';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { BuyBox } from '../../hooks/use-buy-box';
import { DeliveryCheck } from './delivery-check';
import { QuantityStepper } from './quantity-stepper';
import { ShareButton } from './share-button';
import { SizeChartDialog } from './size-chart-dialog';
import { FitSummary } from './fit-summary';
import { SizeSelector } from './size-selector';

/** Name, price line, sizes, quantity, the two buttons, wishlist, share and delivery. */
export function BuyingBox({ product, box }: { product: ProductDetail; box: BuyBox }) {
  const wishlist = useWishlistToggle(product.id);
  return (
    <div className="space-y-6" data-testid="buying-box">
      <div>
        <p className="text-xs font-bold tracking-[0.12em] text-saffron-text uppercase">
          {product.category_title}
        </p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <h1
            className="font-display text-2xl leading-tight font-semibold text-ink sm:text-[1.75rem]"
            data-testid="product-name"
          >
            {product.name}
          </h1>
          <div className="flex shrink-0 gap-2">
            <ShareButton
              title={product.name}
              url={paths.product.getHref(product.id, product.name)}
            />
          </div>
        </div>
        <Price
          price={product.price}
          mrp={product.mrp}
          discount={product.discount_percent}
          size="lg"
          className="mt-3"
        />
        <p className="mt-1 text-xs text-muted">Inclusive of all taxes</p>
      </div>

      <div id="size-picker" className="scroll-mt-40">
        {product.sizes.length > 0 && (
          <>
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-sans text-sm font-bold tracking-wide uppercase">Select size</h2>
              {product.size_chart && product.size_chart.rows.length > 0 && (
                <SizeChartDialog chart={product.size_chart} productName={product.name} />
              )}
            </div>
            <SizeSelector
              sizes={product.sizes}
              selected={box.size}
              error={box.sizeError}
              onSelect={box.chooseSize}
            />
            <FitSummary summary={product.fit_summary} />
          </>
        )}
      </div>

      <div className="flex items-center gap-4">
        <span className="text-sm font-semibold">Quantity</span>
        <QuantityStepper value={box.qty} max={box.maxQty} onChange={box.setQty} />
      </div>

      <div className="flex flex-wrap gap-3">
        {box.soldOut ? (
          <p
            className="w-full rounded-md bg-ivory-deep p-3 text-center text-sm font-semibold text-muted"
            data-testid="sold-out"
          >
            Sold out in every size
          </p>
        ) : (
          <>
            <Button
              className="h-12 flex-1 basis-40"
              onClick={box.addToCart}
              disabled={box.pending !== null}
              data-testid="add-to-cart"
            >
              <ShoppingBag className="size-5" aria-hidden="true" />
              {box.pending === 'cart' ? 'Adding…' : 'Add to Cart'}
            </Button>
            <Button
              variant="outline"
              className="h-12 flex-1 basis-40"
              onClick={box.buyNow}
              disabled={box.pending !== null}
              data-testid="buy-now"
            >
              <Zap className="size-5" aria-hidden="true" />
              {box.pending === 'buy' ? 'Please wait…' : 'Buy Now'}
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          className="h-12 w-full border border-line bg-white"
          onClick={wishlist.toggle}
          disabled={wishlist.busy}
          aria-pressed={wishlist.inWishlist}
          data-testid="wishlist-toggle"
        >
          <Heart
            className={cn('size-5', wishlist.inWishlist && 'fill-brand text-brand')}
            aria-hidden="true"
          />
          {wishlist.inWishlist ? 'Wishlisted' : 'Wishlist'}
        </Button>
      </div>

      <DeliveryCheck productId={product.id} />
    </div>
  );
}
