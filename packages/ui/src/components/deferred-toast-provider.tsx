import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { OptionsObject } from 'notistack';
import { ToastQueueContext } from './toast-scope';
import type { ToastQueue } from './toast-scope';
import type { DeferredToastHost } from './deferred-toast-host';

const loadHost = () => import('./deferred-toast-host');

/**
 * The toast queue of a page that must become interactive with little JavaScript (the public pages'
 * light entry): `useNotify` works at once, while the
 * toast library (notistack and the toast look, ~8 KB gzip) is downloaded with the first toast.
 * Toasts asked for meanwhile are shown, in order, as soon as it is there. Same toasts as
 * `ToastProvider`, which it mounts then.
 */
export function DeferredToastProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<typeof DeferredToastHost | null>(null);
  const live = useRef<ToastQueue | null>(null);
  const pending = useRef<{ message: ReactNode; options: OptionsObject }[]>([]);
  const counter = useRef(0);

  const queue = useMemo<ToastQueue>(
    () => ({
      enqueue(message, options) {
        if (live.current) return live.current.enqueue(message, options);
        counter.current += 1;
        const key = options.key ?? `deferred-toast-${counter.current}`;
        pending.current.push({ message, options: { ...options, key } });
        // A failed download leaves the toasts pending; the next toast tries again.
        loadHost().then(
          (module) => setHost(() => module.DeferredToastHost),
          () => undefined,
        );
        return key;
      },
      close(key) {
        if (live.current) return live.current.close(key);
        pending.current =
          key === undefined ? [] : pending.current.filter(({ options }) => options.key !== key);
      },
    }),
    [],
  );

  const onReady = useCallback((notistack: ToastQueue) => {
    live.current = notistack;
    for (const { message, options } of pending.current.splice(0)) {
      notistack.enqueue(message, options);
    }
  }, []);

  return (
    <ToastQueueContext.Provider value={queue}>
      {children}
      {Host ? <Host onReady={onReady} /> : null}
    </ToastQueueContext.Provider>
  );
}
