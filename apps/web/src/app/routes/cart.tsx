import { CartScreen } from '@/features/cart/components/cart-screen';

export default function CartRoute() {
  return <CartScreen />;
}
