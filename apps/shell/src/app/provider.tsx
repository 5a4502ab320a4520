import type { ReactNode } from 'react';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { ToastProvider, UiProvider } from '@pulse/ui';

/** Everything the pages (and the remotes, which share these singletons) run inside. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <UiProvider>
        <ToastProvider>{children}</ToastProvider>
      </UiProvider>
    </JotaiProvider>
  );
}
