/**
 * Toasts over notistack. The shell mounts <ToastProvider> once (inside UiProvider); layouts wrap their
 * pages in <ToastScope value="app" | "public">; any page or remote calls useNotify() (toast-scope.tsx).
 * Every toast pauses on hover (notistack behaviour), has a close button and can be swiped away (80 %).
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { ToastContent } from './toast-content';
import { TOAST_SCOPES, ToastQueueContext } from './toast-scope';
import type { ToastQueue } from './toast-scope';

const COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** Stable class names on the toast stacks (handy for end-to-end tests): pulse-toasts-top-center, ... */
const CLASSES = {
  containerAnchorOriginTopCenter: 'pulse-toasts-top-center',
  containerAnchorOriginTopRight: 'pulse-toasts-top-right',
  containerAnchorOriginTopLeft: 'pulse-toasts-top-left',
  containerAnchorOriginBottomCenter: 'pulse-toasts-bottom-center',
  containerAnchorOriginBottomRight: 'pulse-toasts-bottom-right',
  containerAnchorOriginBottomLeft: 'pulse-toasts-bottom-left',
};

/** The single toast queue (at most 3 visible). Mount once, in the shell, inside UiProvider. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={3} Components={COMPONENTS} classes={CLASSES} {...TOAST_SCOPES.app}>
      <NotistackQueue>{children}</NotistackQueue>
    </SnackbarProvider>
  );
}

/** Offers notistack's queue to `useNotify` (toast-scope.tsx). */
function NotistackQueue({ children }: { children: ReactNode }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const queue = useMemo<ToastQueue>(
    () => ({ enqueue: enqueueSnackbar, close: closeSnackbar }),
    [enqueueSnackbar, closeSnackbar],
  );
  return <ToastQueueContext.Provider value={queue}>{children}</ToastQueueContext.Provider>;
}
