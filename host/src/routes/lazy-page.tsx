import { type ComponentType, lazy, useState } from 'react';
import { arrivedModule } from './page-loaders.js';

/**
 * A page whose module is downloaded when it is first opened (React.lazy, under its route's Suspense
 * fallback), drawn at once when the module has already arrived (`prefetchForPath` at the back office's
 * start, `prefetchAfterSignIn` while the user signs in). A cold back-office page then draws the layout and
 * the dashboard in its first render: no fallback before them, and no wait for React, which holds back
 * content that replaces a fallback shown less than 300 ms earlier (so pages do not flicker in one by one).
 * The choice is made once per mount: a page drawn through `lazy` stays so, and is not mounted again.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, as React.lazy is.
  return function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const module = arrivedModule(load);
      return module ? pick(module) : Lazy;
    });
    return <Component {...props} />;
  };
}
