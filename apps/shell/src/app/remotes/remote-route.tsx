import { Suspense, useCallback, useState } from 'react';
import { useLocation } from '@pulse/router';
import { LoadingSpinner } from '@pulse/ui';
import {
  forgetRemoteComponent,
  remoteComponent,
  type RemoteLoader,
} from './remote-component-cache';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';

export type RemoteRouteProps = {
  /** Unique per remote page, e.g. `reports/ReportsPage`. */
  id: string;
  load: RemoteLoader;
};

/**
 * A page that lives in a remote: Suspense with a spinner while it loads, and its own error boundary,
 * so a failed load (or a render error in the page) shows a contained panel with Retry.
 */
export function RemoteRoute({ id, load }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Page = remoteComponent(id, load);
  const reset = useCallback(() => {
    forgetRemoteComponent(id);
    setAttempt((value) => value + 1);
  }, [id]);

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onReset={reset}
      fallback={(_error, retry) => <RemoteErrorPanel onRetry={retry} />}
    >
      <Suspense fallback={<LoadingSpinner label="Loading section" />}>
        <Page key={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
