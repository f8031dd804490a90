import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function WishlistRoute() {
  return <PlaceholderScreen title={'Your wishlist'}>The wishlist page is being set up. Pieces you save with the heart are kept for you.</PlaceholderScreen>;
}
