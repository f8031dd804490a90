import { useRef, useState, type MouseEvent } from 'react';
import { GALLERY_FALLBACK_WIDTH, GALLERY_SIZES, type ProductImage } from '@kesariya/shared';
import { buildSrcSet } from '@/components/product-image';
import { cn } from '@/lib/cn';

interface ProductGalleryProps {
  images: ProductImage[];
  name: string;
}

function src(image: ProductImage, width: number): string {
  const w = image.widths.find((x) => x >= width) ?? image.widths[image.widths.length - 1] ?? width;
  return `${image.url}-${w}.webp`;
}

/**
 * Gallery left of the buying box (docs/decisions/storefront-screens.md, Look and feel). Phones
 * swipe through full-width 3:4 images with native scroll snapping; desktops pick from thumbnails
 * and zoom into the image under the pointer.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);

  function show(index: number) {
    setActive(index);
    setZoom(null);
    const el = track.current;
    if (el && el.scrollWidth > el.clientWidth)
      el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  }

  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== active) setActive(index);
  }

  function zoomAt(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  if (images.length === 0)
    return <div className="aspect-[3/4] rounded-md bg-ivory-deep" aria-hidden="true" />;

  return (
    <div className="lg:flex lg:gap-4" data-testid="product-gallery">
      {images.length > 1 && (
        <ul className="hidden w-20 shrink-0 flex-col gap-3 lg:flex" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => show(index)}
                onMouseEnter={() => show(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === active}
                className={cn(
                  'block aspect-[3/4] w-full overflow-hidden rounded-md border-2 bg-ivory-deep',
                  index === active ? 'border-brand' : 'border-transparent hover:border-line',
                )}
              >
                <img
                  src={src(image, 240)}
                  alt=""
                  width={80}
                  height={107}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative min-w-0 flex-1">
        <div
          ref={track}
          onScroll={onScroll}
          className="-mx-3 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] sm:mx-0 lg:overflow-hidden [&::-webkit-scrollbar]:hidden"
          data-testid="gallery-track"
        >
          {images.map((image, index) => (
            <figure
              key={image.url}
              className={cn(
                'relative aspect-[3/4] w-full shrink-0 snap-center overflow-hidden bg-ivory-deep sm:rounded-md',
                index !== active && 'lg:hidden',
                'lg:cursor-zoom-in',
                zoom && 'lg:cursor-zoom-out',
              )}
              onMouseMove={(e) => zoom && zoomAt(e)}
              onMouseLeave={() => setZoom(null)}
              onClick={(e) => {
                if (!window.matchMedia('(min-width: 1024px)').matches) return;
                if (zoom) setZoom(null);
                else zoomAt(e);
              }}
            >
              <img
                src={src(image, GALLERY_FALLBACK_WIDTH)}
                srcSet={buildSrcSet(image)}
                sizes={GALLERY_SIZES}
                alt={image.alt || name}
                width={720}
                height={960}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The other slides come after the first, the page's largest paint: on a slow
                // phone they would otherwise share the connection with it.
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
                draggable={false}
                className="absolute inset-0 h-full w-full object-cover transition-transform duration-200"
                style={
                  zoom && index === active
                    ? { transform: 'scale(2.2)', transformOrigin: `${zoom.x}% ${zoom.y}%` }
                    : undefined
                }
              />
            </figure>
          ))}
        </div>
        {images.length > 1 && (
          <div className="mt-3 flex justify-center gap-1.5 lg:hidden" aria-hidden="true">
            {images.map((image, index) => (
              <span
                key={image.url}
                className={cn(
                  'h-1.5 rounded-full transition-all',
                  index === active ? 'w-5 bg-brand' : 'w-1.5 bg-line',
                )}
              />
            ))}
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          Image {active + 1} of {images.length}
        </p>
      </div>
    </div>
  );
}
