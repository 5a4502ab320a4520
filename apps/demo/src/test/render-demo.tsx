import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { STORAGE_KEY } from '@pulse/auth';
import type { SessionUser } from '@pulse/auth';
import { RouterProvider, createMemoryRouter, useParams } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { DemoPage } from '../app/demo-page';
import { enterpriseUser } from './fixtures';

function ReportStub() {
  const { id } = useParams();
  return <p>Report {id}</p>;
}

/**
 * Renders the Demo page as the shell mounts it (/demo/*), with a stand-in report page, a billing
 * page and the providers the shell gives; the session is `user`, read from localStorage by a fresh
 * jotai store. Each render has a query client of its own, without retries (returned, so a test can
 * seed and inspect the cache).
 */
export function renderDemo(path = '/demo', user: SessionUser | null = enterpriseUser) {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
  const router = createMemoryRouter(
    [
      { path: '/demo/*', element: <DemoPage /> },
      { path: '/reports/:id', element: <ReportStub /> },
      { path: '/billing', element: <p>Billing page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <UiProvider>
          <ToastProvider>
            <ToastScope value="app">
              <RouterProvider router={router} />
            </ToastScope>
          </ToastProvider>
        </UiProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
