import { lazy, useEffect, useState, type ComponentType } from 'react';

type Loading<Module> =
  { module?: Module; failure?: undefined } | { module?: undefined; failure: { error: unknown } };

/**
 * React.lazy with a `load()` to fetch the code ahead of rendering. Once loaded, the component
 * renders at once instead of suspending for a module that is already here. That matters when
 * hydrating: a part of a server-rendered page whose code is missing stays as the server's markup,
 * and if its parent re-renders meanwhile, React throws that markup away and draws it again.
 *
 * `OnceLoaded` is for a part a tap opens: it shows nothing until the code is here, then the part,
 * without suspending. Under a Suspense boundary React holds back what the boundary reveals until
 * 300 ms after its fallback showed, and a tap's answer waited that long for code already here.
 */
export function preloadable<Props extends object, Module extends { default: ComponentType<Props> }>(
  importModule: () => Promise<Module & { default: ComponentType<Props> }>,
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
  function OnceLoaded(props: Props) {
    const [state, setState] = useState<Loading<Module>>(() => ({ module: loaded }));
    useEffect(() => {
      if (state.module || state.failure) return;
      let mounted = true;
      load().then(
        (module) => mounted && setState({ module }),
        (error: unknown) => mounted && setState({ failure: { error } }),
      );
      return () => {
        mounted = false;
      };
    }, [state]);
    // As a lazy part's would: the nearest error boundary says the code could not be loaded.
    if (state.failure) throw state.failure.error;
    const Loaded = state.module?.default;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Preloadable, {
    load,
    OnceLoaded,
    /** The module, once loaded. */
    module: () => loaded,
  });
}
