import { render } from '@testing-library/react';
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
 * jotai store.
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
  const view = render(
    <JotaiProvider>
      <UiProvider>
        <ToastProvider>
          <ToastScope value="app">
            <RouterProvider router={router} />
          </ToastScope>
        </ToastProvider>
      </UiProvider>
    </JotaiProvider>,
  );
  return { ...view, router };
}
