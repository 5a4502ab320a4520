import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type Props = {
  /** Rendered instead of the children once they threw. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called on Retry (and when resetKey changes after an error), before the children render again. */
  onReset: () => void;
  /** A change (e.g. the location) clears a shown error. */
  resetKey?: string;
  children: ReactNode;
};

type State = { error: unknown; failed: boolean };

/** Catches a remote that fails to load or throws while rendering, so the rest of the app stays. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote section failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
