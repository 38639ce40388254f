import { lazy, useState, type ComponentType } from 'react';

/** A component whose chunk loads on first use; `preload` fetches it ahead (once). */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded component that renders at once when its chunk is already there. `React.lazy`
 * alone suspends on its first render even then, and a Suspense boundary that showed its fallback
 * reveals its content no sooner than 300 ms later (React throttles reveals), so a page whose chunk
 * was preloaded still waited that long behind a spinner. Whether an instance renders the loaded
 * component or the lazy one is decided when it mounts, so it never remounts on a later render.
 * A failed download is tried again by the next instance that mounts.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Lazy: ComponentType<P>;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A chunk that did not come (offline, a deploy in between) is fetched again next time:
        // a new lazy component, for the instances mounted after (a page's error boundary retrying).
        loading = undefined;
        Lazy = lazy(preload);
        throw error;
      },
    ));
  Lazy = lazy(preload);
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
