/**
 * What pages use of the toasts, without the toast library: `useNotify()`, `<ToastScope>` and the
 * scopes' placement and timing. The queue behind them comes from the nearest provider:
 * `ToastProvider` (notistack, mounted by the shell) or `DeferredToastProvider` (the public pages'
 * light entry, which loads notistack with the first toast).
 * - 'app' (signed-in pages): top-center, closes after 3000 ms.
 * - 'public' (login, sign-up, e-mail verification): top-right, 5000 ms, pauses on hover and while the
 *   window has lost focus.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { OptionsObject, SnackbarKey, VariantType } from 'notistack';

/** Which toast configuration applies: signed-in pages ('app') or public pages ('public'). */
export type ToastScopeName = 'app' | 'public';

/** Placement and timing of each scope (spec §9 / docs/architecture.md §3). */
export const TOAST_SCOPES: Readonly<Record<ToastScopeName, Readonly<OptionsObject>>> = {
  app: {
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    autoHideDuration: 3000,
    disableWindowBlurListener: true,
  },
  public: {
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    autoHideDuration: 5000,
    disableWindowBlurListener: false,
  },
};

const ScopeContext = createContext<ToastScopeName>('app');

/** Sets the toast configuration for everything below it. The default (no scope) is 'app'. */
export function ToastScope({ value, children }: { value: ToastScopeName; children: ReactNode }) {
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

/** The toast queue a provider offers: notistack's enqueue and close, or a stand-in for them. */
export interface ToastQueue {
  enqueue(message: ReactNode, options: OptionsObject): SnackbarKey;
  close(key?: SnackbarKey): void;
}

/** Without a provider a toast goes nowhere, as with notistack's own default context. */
const NO_QUEUE: ToastQueue = { enqueue: () => 0, close: () => undefined };

export const ToastQueueContext = createContext<ToastQueue>(NO_QUEUE);

/** What useNotify returns; each call shows one toast and returns its key. */
export interface Notify {
  success(message: ReactNode): SnackbarKey;
  error(message: ReactNode): SnackbarKey;
  info(message: ReactNode): SnackbarKey;
  warning(message: ReactNode): SnackbarKey;
  close(key?: SnackbarKey): void;
}

/** Toast functions bound to the nearest ToastScope. Stable across renders of the same scope. */
export function useNotify(): Notify {
  const scope = useContext(ScopeContext);
  const queue = useContext(ToastQueueContext);
  return useMemo(() => {
    const show = (variant: VariantType) => (message: ReactNode) =>
      queue.enqueue(message, { ...TOAST_SCOPES[scope], variant });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      close: (key) => queue.close(key),
    };
  }, [scope, queue]);
}
