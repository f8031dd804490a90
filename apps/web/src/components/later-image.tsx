import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { inSlices } from '@/lib/in-slices';

type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & {
  src: string;
  alt: string;
};

/**
 * A picture further down a server-rendered page than its first screen. It is asked for once the
 * app is live, lazily as usual, not while the app is still arriving: on a slow phone connection
 * the pictures a browser fetches ahead of the scroll would otherwise share it with the app, and
 * the page's buttons would answer later (docs/decisions/pages-and-performance.md, Pages that feel
 * instant). Where the app never runs (JavaScript off), the <noscript> copy shows it.
 *
 * The picture is set on the element by an effect rather than rendered: rendering it once the app is
 * live would render every such picture's component again, in one long task, just as the page
 * becomes live. Even so, setting a picture costs the browser about a millisecond (a throttled
 * phone's four), and a home page has dozens further down, so they are set a few per task
 * (lib/in-slices.ts) rather than all in the task that makes the page live.
 */
export function LaterImage({ src, srcSet, alt, ...rest }: LaterImageProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (!img) return;
    return inSlices(() => {
      // Described once there is a picture to describe.
      img.alt = alt;
      if (srcSet) img.srcset = srcSet;
      else img.removeAttribute('srcset');
      img.src = src;
    });
  }, [src, srcSet, alt]);
  return (
    <>
      <img ref={image} alt="" loading="lazy" decoding="async" {...rest} />
      <noscript>
        <img src={src} srcSet={srcSet} alt={alt} loading="lazy" decoding="async" {...rest} />
      </noscript>
    </>
  );
}
