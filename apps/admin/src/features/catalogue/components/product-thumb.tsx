import { ImageOff } from 'lucide-react';
import type { ProductImage } from '@kesariya/shared';

/** A product's first picture at the smallest width the server renders, portrait 3:4. */
export function ProductThumb({
  image,
  size = 'sm',
}: {
  image: ProductImage | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-12 w-9' : 'h-32 w-24';
  if (!image)
    return (
      <span
        className={`${box} flex shrink-0 items-center justify-center rounded-sm bg-ivory-deep text-muted`}
      >
        <ImageOff aria-hidden className="size-4" />
      </span>
    );
  return (
    <img
      src={`${image.url}-${image.widths[0] ?? 240}.webp`}
      alt={image.alt}
      loading="lazy"
      className={`${box} shrink-0 rounded-sm bg-ivory-deep object-cover`}
    />
  );
}
