import { WishlistScreen } from '@/features/wishlist/components/wishlist-screen';

export default function WishlistRoute() {
  return <WishlistScreen />;
}
