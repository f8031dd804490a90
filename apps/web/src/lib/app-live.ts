/**
 * Whether the app runs the page yet: the root layout marks it live (html[data-app-ready]) once it
 * has rendered or hydrated it. Before that a server-rendered page shows buttons that do nothing.
 *
 * Part of the entry (main.tsx): it must not import anything of the app's.
 */
export function isAppLive(): boolean {
  return document.documentElement.hasAttribute('data-app-ready');
}

/** Calls `then` once, when the page goes live (at once if it is); answers a function that cancels. */
export function onAppLive(then: () => void): () => void {
  if (isAppLive()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!isAppLive()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-app-ready'],
  });
  return () => observer.disconnect();
}
