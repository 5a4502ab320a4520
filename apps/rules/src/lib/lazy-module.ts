/**
 * A module downloaded in its own chunk on first use (the editor, the chart), so a page's first
 * render never waits for it. Rendered by a state update rather than through Suspense, whose reveal
 * React 19 holds back after a fallback showed (docs/adr/0033-remote-pages-without-suspense.md); a
 * chunk already downloaded renders in the first render.
 */
import { useEffect, useState } from 'react';

/** One lazily downloaded module: `load()` starts it once (again after a failure). */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** The module once downloaded, for a synchronous render. */
  loaded: () => M | undefined;
}

/** Wraps a dynamic `import()` so it runs at most once at a time and is remembered once done. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let done: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (done = module),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      )),
    loaded: () => done,
  };
}

/** The module, `'failed'` when it could not be downloaded, or undefined while it downloads. */
export function useLazyModule<M>(lazy: LazyModule<M>): M | 'failed' | undefined {
  const [module, setModule] = useState<M | 'failed' | undefined>(lazy.loaded);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    lazy.load().then(
      (m) => mounted && setModule(() => m),
      () => mounted && setModule('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [lazy, module]);
  return module;
}
