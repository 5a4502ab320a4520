/**
 * Toasts over notistack. The shell mounts <ToastProvider> once (inside UiProvider); layouts wrap their
 * pages in <ToastScope value="app" | "public">; any page or remote calls useNotify().
 * - 'app' (signed-in pages): top-center, closes after 3000 ms.
 * - 'public' (login, sign-up, e-mail verification): top-right, 5000 ms, pauses on hover and while the
 *   window has lost focus.
 * Every toast pauses on hover (notistack behaviour), has a close button and can be swiped away (80 %).
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { OptionsObject, SnackbarKey, VariantType } from 'notistack';
import { ToastContent } from './toast-content';

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
      {children}
    </SnackbarProvider>
  );
}

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
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: ReactNode) =>
      enqueueSnackbar(message, { ...TOAST_SCOPES[scope], variant });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      close: closeSnackbar,
    };
  }, [scope, enqueueSnackbar, closeSnackbar]);
}
