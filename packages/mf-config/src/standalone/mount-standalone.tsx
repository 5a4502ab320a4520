import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from '@pulse/router';
import { Box, Button, HStack, Text, ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { DevSignIn } from './dev-sign-in';

function SessionGate({ remote, children }: { remote: string; children: ReactNode }) {
  const { user, isAuthenticated, logout } = useSession();
  if (!isAuthenticated) return <DevSignIn remote={remote} />;
  return (
    <>
      <HStack px="6" py="2" borderBottomWidth="1px" justify="space-between" fontSize="sm">
        <Text color="fg.muted">
          {remote} remote, standalone · {user?.email ?? user?.clientId}
        </Text>
        <Button size="xs" variant="outline" onClick={logout}>
          Sign out
        </Button>
      </HStack>
      {children}
    </>
  );
}

/**
 * Mounts a remote's pages on its own dev server (`pnpm --filter @pulse/<remote> dev`), with what
 * the shell gives them in the product: the providers, a query client (no automatic retry, no
 * refetch on window focus, as the shell's), a router, the API client on `/api` (proxied by the dev
 * server) and a session, here from a dev sign-in form. One helper for the four remotes.
 * @param remote the remote's name, shown on the sign-in form and the dev bar
 * @param routes the remote's pages at the paths the shell gives them (e.g. `/demo/*`)
 */
export function mountStandalone(remote: string, routes: RouteObject[]): void {
  const element = document.getElementById('root');
  if (!element) return;
  configureApiClient({ baseURL: '/api', onSessionExpired: () => window.location.assign('/') });
  const router = createBrowserRouter([
    {
      element: (
        <SessionGate remote={remote}>
          <Box p="6">
            <Outlet />
          </Box>
        </SessionGate>
      ),
      children: routes,
    },
  ]);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <ToastProvider>
            <ToastScope value="app">
              <RouterProvider router={router} />
            </ToastScope>
          </ToastProvider>
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
