import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { ProductDetail } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { cartOwnerOf, useAddToCartMutation } from '@/store/shopper-api';
import { shopperActions } from '@/store/shopper-slice';

export const MAX_QTY = 10;
export const SELECT_SIZE_MESSAGE = 'Please select a size';

/** A lone size in stock (Free Size dupattas, for one) is chosen for the shopper. */
function initialSize(product: ProductDetail): string | null {
  const inStock = product.sizes.filter((s) => s.stock > 0);
  return product.sizes.length === 1 && inStock.length === 1 ? inStock[0]!.size : null;
}

/** The buying box's state and actions, shared by the box and the phone's sticky bar. */
export function useBuyBox(product: ProductDetail) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const [size, setSize] = useState<string | null>(() => initialSize(product));
  const [qty, setQty] = useState(1);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [pending, setPending] = useState<'cart' | 'buy' | null>(null);
  const [addToCart] = useAddToCartMutation();

  const stock = product.sizes.find((s) => s.size === size)?.stock ?? 0;
  const maxQty = size ? Math.max(1, Math.min(MAX_QTY, stock)) : MAX_QTY;
  const soldOut = product.sizes.length > 0 && product.sizes.every((s) => s.stock <= 0);

  function chooseSize(next: string) {
    setSize(next);
    setSizeError(null);
    dispatch(shopperActions.size(next));
    const left = product.sizes.find((s) => s.size === next)?.stock ?? 0;
    setQty((q) => Math.max(1, Math.min(q, left, MAX_QTY)));
  }

  async function add(then: 'stay' | 'checkout') {
    if (!size) {
      setSizeError(SELECT_SIZE_MESSAGE);
      document
        .getElementById('size-picker')
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    setPending(then === 'checkout' ? 'buy' : 'cart');
    try {
      const answer = await addToCart({
        ...cartOwnerOf(user),
        productId: product.id,
        qty,
        mrp: product.mrp,
        price: product.price,
        size,
      }).unwrap();
      if (then === 'checkout') {
        navigate(paths.checkout.getHref());
      } else {
        const message = (answer as { message?: string } | null)?.message;
        toast.success(message || 'Added to your bag');
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  }

  return {
    size,
    qty: Math.min(qty, maxQty),
    maxQty,
    sizeError,
    soldOut,
    pending,
    chooseSize,
    setQty,
    addToCart: () => add('stay'),
    buyNow: () => add('checkout'),
  };
}

export type BuyBox = ReturnType<typeof useBuyBox>;
