/**
 * LoadFrame: what a page section shows while its data loads, when the load failed, and once it is
 * there, so every such section of the account app reads and retries the same way.
 */
import type { ReactNode } from 'react';
import { LoadingSpinner, RetryAlert } from '@pulse/ui';

/** The state of one load: pending, failed with a message to show, or done with its data. */
export type LoadState<Ready extends { kind: 'ready' }> =
  { kind: 'loading' } | { kind: 'error'; message: string } | Ready;

export interface LoadFrameProps<Ready extends { kind: 'ready' }> {
  state: LoadState<Ready>;
  /** Accessible name of the spinner while loading (e.g. "Loading your team"). */
  loadingLabel: string;
  /** Loads again: the error's Retry button. */
  onRetry: () => void;
  /** The section's content once loaded (an empty list shows its own empty state). */
  children: (ready: Ready) => ReactNode;
}

/**
 * A spinner while `state` is loading; an error alert with its message and a Retry button when the
 * load failed; `children` with the loaded data once ready.
 */
export function LoadFrame<Ready extends { kind: 'ready' }>({
  state,
  loadingLabel,
  onRetry,
  children,
}: LoadFrameProps<Ready>) {
  if (state.kind === 'loading') return <LoadingSpinner label={loadingLabel} />;
  if (state.kind === 'error') return <RetryAlert message={state.message} onRetry={onRetry} />;
  return <>{children(state)}</>;
}
