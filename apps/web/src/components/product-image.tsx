import type { ProductImage as ProductImageData } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { LaterImage } from './later-image';

interface ProductImageProps {
  image: ProductImageData | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily (LaterImage). */
  priority?: boolean;
  className?: string;
}

/** `srcset` from the widths the server generates: the real files are `${url}-${width}.webp`. */
export function buildSrcSet(image: ProductImageData): string {
  return image.widths.map((w) => `${image.url}-${w}.webp ${w}w`).join(', ');
}

function fallbackWidth(widths: number[]): number {
  return widths.find((w) => w >= 480) ?? widths[widths.length - 1] ?? 480;
}

function imageProps(image: ProductImageData, sizes: string, alt: string) {
  return {
    src: `${image.url}-${fallbackWidth(image.widths)}.webp`,
    srcSet: buildSrcSet(image),
    sizes,
    alt: alt ?? image.alt,
    width: 480,
    height: 640,
    className: 'absolute inset-0 h-full w-full object-cover',
  };
}

/** A portrait 3:4 box: the space is reserved before the image arrives, so nothing shifts. */
export function ProductImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: ProductImageProps) {
  return (
    <div className={cn('relative aspect-[3/4] overflow-hidden bg-ivory-deep', className)}>
      {image &&
        (priority ? (
          <img
            {...imageProps(image, sizes, alt)}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <LaterImage {...imageProps(image, sizes, alt)} />
        ))}
    </div>
  );
}
