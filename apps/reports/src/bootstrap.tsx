import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { ReportDetailPage } from './features/report-detail';
import { ReportsPage } from './features/reports-list';

// Standalone mount for `pnpm dev` of this remote alone; in the product the shell provides all this
// (router, providers, session). The pages themselves never mount a router or a provider.
const router = createBrowserRouter([
  { path: '/', element: <ReportsPage /> },
  { path: '/reports', element: <ReportsPage /> },
  { path: '/reports/:id', element: <ReportDetailPage /> },
]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <ToastProvider>
          <ToastScope value="app">
            <RouterProvider router={router} />
          </ToastScope>
        </ToastProvider>
      </UiProvider>
    </StrictMode>,
  );
