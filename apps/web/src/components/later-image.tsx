import type { ImgHTMLAttributes } from 'react';

type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & {
  src: string;
  alt: string;
};

/**
 * A picture further down a page than its first screen: in the server's HTML with its files, so it
 * shows without JavaScript and the page is valid HTML, and fetched lazily by the browser, at low
 * priority, behind the first screen and the app (docs/decisions/pages-and-performance.md, Pages
 * that feel instant).
 */
export function LaterImage(props: LaterImageProps) {
  return <img loading="lazy" decoding="async" fetchPriority="low" {...props} />;
}
