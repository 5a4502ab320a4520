import { useEffect, useState } from 'react';
import { useViewMode } from '@pulse/auth';
import { getRequestLogEntry, type RequestLogDetail } from '../api/request-log';

export type RequestDetailState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; detail: RequestLogDetail };

/**
 * The entry `id` with its bodies, loaded when `id` is set, in the view mode (an entry of the other
 * mode is not found: docs/api-contract.md "Test mode").
 */
export function useRequestDetail(id: string | null): RequestDetailState & { retry(): void } {
  const [state, setState] = useState<RequestDetailState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [mode] = useViewMode();
  useEffect(() => {
    if (!id) {
      setState({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ state: 'loading' });
    getRequestLogEntry(id, { signal: controller.signal }).then(
      (detail) => !controller.signal.aborted && setState({ state: 'loaded', detail }),
      () => !controller.signal.aborted && setState({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [id, attempt, mode]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
