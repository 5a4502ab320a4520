import type { ReactNode } from 'react';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider, UiProvider } from '@pulse/ui';
import { RoutePreloadContext } from '../lib/route-preload';
import { queryClient } from './query-client';
import { routePreloader } from './remotes/route-preloader';

/** Everything the pages (and the remotes, which share these singletons) run inside. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <ToastProvider>
            <RoutePreloadContext.Provider value={routePreloader}>
              {children}
            </RoutePreloadContext.Provider>
          </ToastProvider>
        </UiProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
