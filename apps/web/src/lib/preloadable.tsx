import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `load()` to fetch the code ahead of rendering. Once loaded, the component
 * renders at once instead of suspending for a module that is already here. That matters when
 * hydrating: a part of a server-rendered page whose code is missing stays as the server's markup,
 * and if its parent re-renders meanwhile, React throws that markup away and draws it again.
 */
export function preloadable<Module extends { default: ComponentType<Props> }, Props extends object>(
  importModule: () => Promise<Module>,
) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const LazyComponent = lazy(load);
  function Preloadable(props: Props) {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded {...props} /> : <LazyComponent {...props} />;
  }
  return Object.assign(Preloadable, {
    load,
    /** The module, once loaded. */
    module: () => loaded,
  });
}
