import { useEffect } from 'react';

/**
 * Sets document.title (the screen's title, then the store's name) and the meta description for a
 * screen. The server already writes them into the served HTML for crawlers; this keeps them right
 * as the shopper moves around the app.
 */
export function useDocumentHead(
  siteName: string,
  title: string | null,
  description?: string | null,
): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${siteName}`;
  }, [siteName, title]);
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** Declares the page's canonical URL (absolute, on this origin). */
export function useCanonicalUrl(path: string | null): void {
  useEffect(() => {
    if (!path) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(path, window.location.origin).href;
    // Other screens have their own canonical URL (or none): leave no stale one behind.
    return () => link.remove();
  }, [path]);
}
