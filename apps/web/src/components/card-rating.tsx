import { Star } from 'lucide-react';
import type { ProductCard } from '@kesariya/shared';
import { useModuleOn } from '@/store/modules';

/**
 * A card's average stars and review count (docs/decisions/reviews.md, What the store shows):
 * nothing before the first review, or while the reviews module is off.
 */
export function CardRating({ rating }: { rating: ProductCard['rating'] }) {
  const reviewsOn = useModuleOn('reviews');
  if (!rating || !reviewsOn) return null;
  const average = rating.average.toFixed(1);
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-muted">
      <Star className="size-3.5 fill-marigold text-marigold" aria-hidden="true" />
      <span aria-hidden="true" className="font-semibold text-ink">
        {average}
      </span>
      <span aria-hidden="true">({rating.count})</span>
      <span className="sr-only">
        Rated {average} out of 5 by {rating.count} {rating.count === 1 ? 'buyer' : 'buyers'}
      </span>
    </p>
  );
}
