import { useEffect, useState } from 'react';
import { getRequestLogEntry, type RequestLogDetail } from '../api/request-log';

export type RequestDetailState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; detail: RequestLogDetail };

/** The entry `id` with its bodies, loaded when `id` is set. */
export function useRequestDetail(id: string | null): RequestDetailState & { retry(): void } {
  const [state, setState] = useState<RequestDetailState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
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
  }, [id, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
