import { Activity, Component, Suspense, useInsertionEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from '@pulse/router';
import { RenderAhead } from '@pulse/ui';
import { currentWarmup, subscribeWarmups, type Warmup } from './page-warmup-queue';
import { loadedLayoutPageAt } from './remote-pages';

/**
 * Swallows what a hidden render throws, showing `fallback` instead: the visit renders the page
 * itself and reports the error. (componentDidCatch would not run: a hidden tree runs no
 * lifecycles.)
 */
class SilentBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Ends the warm-up when it commits. Placed after the page in the hidden tree: its insertion effect
 * runs when the tree commits (a hidden Activity runs insertion effects, which is where the page's
 * CSS is inserted, and no other kind). The next warm-up starts from a task, not from the commit.
 */
function Committed({ warmup }: { warmup: Warmup }) {
  useInsertionEffect(() => {
    window.setTimeout(warmup.finish, 0);
  }, [warmup]);
  return null;
}

function WarmPage({ warmup }: { warmup: Warmup }) {
  const page = loadedLayoutPageAt(warmup.pathname);
  // Nothing to render (its code was dropped meanwhile, e.g. by Retry): end at the next commit.
  if (!page) return <Committed warmup={warmup} />;
  const { Page, path } = page;
  return (
    <Activity mode="hidden">
      <SilentBoundary fallback={<Committed warmup={warmup} />}>
        <Routes location={warmup.pathname}>
          <Route
            path={path}
            element={
              <>
                <Suspense fallback={null}>
                  <RenderAhead>
                    <Page />
                  </RenderAhead>
                </Suspense>
                <Committed warmup={warmup} />
              </>
            }
          />
        </Routes>
      </SilentBoundary>
    </Activity>
  );
}

/**
 * Renders each preloaded remote page once, hidden, while the browser is idle, then drops it
 * (docs/decisions.md, "Front end: a section's first render happens before its click"). A page's
 * first render in a tab is most of a first sidebar click once its code has run: Chakra's styles
 * are computed and inserted into the document, and every later style insertion makes the browser
 * recalculate the page's styles. Done ahead, the click renders with the styles in place. A hidden
 * Activity renders at the lowest priority and runs none of the page's effects, so the page makes
 * no API call and changes no state; its route is matched against the page's own path
 * (`<Routes location>`), so it renders as it would there.
 */
export function PageWarmup() {
  const warmup = useSyncExternalStore(subscribeWarmups, currentWarmup, () => undefined);
  if (!warmup) return null;
  return <WarmPage key={warmup.id} warmup={warmup} />;
}
