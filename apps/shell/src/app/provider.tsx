import type { ReactNode } from 'react';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { ToastProvider, UiProvider } from '@pulse/ui';
import { RoutePreloadContext } from '../lib/route-preload';
import { routePreloader } from './remotes/route-preloader';

/** Everything the pages (and the remotes, which share these singletons) run inside. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <UiProvider>
        <ToastProvider>
          <RoutePreloadContext.Provider value={routePreloader}>
            {children}
          </RoutePreloadContext.Provider>
        </ToastProvider>
      </UiProvider>
    </JotaiProvider>
  );
}
