import { useContext, useEffect } from 'react';
import { ToastProvider } from './toast';
import { ToastQueueContext } from './toast-scope';
import type { ToastQueue } from './toast-scope';

/**
 * Loaded by DeferredToastProvider with the first toast: mounts the notistack toasts and hands their
 * queue back, once it exists.
 */
export function DeferredToastHost({ onReady }: { onReady: (queue: ToastQueue) => void }) {
  return (
    <ToastProvider>
      <ReportQueue onReady={onReady} />
    </ToastProvider>
  );
}

function ReportQueue({ onReady }: { onReady: (queue: ToastQueue) => void }) {
  const queue = useContext(ToastQueueContext);
  useEffect(() => onReady(queue), [queue, onReady]);
  return null;
}
