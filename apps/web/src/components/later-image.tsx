import type { ImgHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & {
  src: string;
  alt: string;
};

/**
 * A picture further down a server-rendered page than its first screen. It is asked for once the
 * app is live, lazily as usual, not while the app is still arriving: on a slow phone connection
 * the pictures a browser fetches ahead of the scroll would otherwise share it with the app, and
 * the page's buttons would answer later (docs/decisions.md, Pages that feel instant). Where the
 * app never runs (JavaScript off), the <noscript> copy shows it.
 */
export function LaterImage({ src, srcSet, alt, ...rest }: LaterImageProps) {
  const live = useHydrated();
  return (
    <>
      <img
        src={live ? src : undefined}
        srcSet={live ? srcSet : undefined}
        // No picture yet, so nothing to describe; the alt text comes with it.
        alt={live ? alt : ''}
        loading="lazy"
        decoding="async"
        {...rest}
      />
      {!live && (
        <noscript>
          <img src={src} srcSet={srcSet} alt={alt} loading="lazy" decoding="async" {...rest} />
        </noscript>
      )}
    </>
  );
}
