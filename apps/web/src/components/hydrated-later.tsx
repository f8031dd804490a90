import { memo, Suspense, type ComponentType } from 'react';

/**
 * `Component`, for content below a server-rendered page's first screen, hydrated once the page is
 * live instead of before it. React leaves what is inside a Suspense boundary as the server drew
 * it, commits the rest of the page (its buttons then work, html[data-app-ready]) and hydrates the
 * boundary afterwards at its lowest priority, a slice at a time
 * (docs/decisions/pages-and-performance.md, Pages that feel instant). A tap on it meanwhile makes
 * React hydrate it at once and then handles the tap.
 *
 * Memoised: a parent's re-render that reached a boundary not yet hydrated would force all of it
 * to hydrate at once, in one long task. Give it props that keep their identity (the API cache's
 * objects, module constants); anything rendered in the browser alone is unaffected.
 */
export function hydratedLater<Props extends object>(Component: ComponentType<Props>) {
  const Later = memo(function HydratedLater(props: Props) {
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    );
  });
  Later.displayName = `HydratedLater(${Component.displayName ?? Component.name})`;
  return Later;
}
