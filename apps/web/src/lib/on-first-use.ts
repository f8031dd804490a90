/**
 * `make`, called the first time its value is wanted and never again. For Intl formatters: a
 * browser's first en-IN format loads locale (and time zone) data, 140 to 250 ms of a throttled
 * phone's main thread, which a module that made one as it loaded would add to the start of every
 * page that loads it, before its buttons work (docs/decisions/pages-and-performance.md, Pages that
 * feel instant).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
