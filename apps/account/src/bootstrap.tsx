import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { LicenseKeyPage } from './features/license-key/components/license-key-page';

// Standalone mount for `pnpm dev` of this remote alone (Dashboard at /, License Key at /license-key);
// in the product the shell provides the router, providers and layout.
const router = createBrowserRouter([
  { path: '/', element: <DashboardPage /> },
  { path: '/license-key', element: <LicenseKeyPage /> },
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
