import { Navigate, Outlet } from '@pulse/router';
import type { RouteObject } from '@pulse/router';
import { ToastScope } from '@pulse/ui';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { loadLoginPage, loadSignupPage, loadVerifyEmailPage } from '../../features/auth';
import { remoteElement } from '../remotes/remote-pages';
import { RequireAuth, RequireGuest } from './guards';
import { RouteError } from './route-error';

const layout = () => import('../../features/layout');

/**
 * Sign-up and e-mail verification both lead to the sign-in page: its chunk loads alongside theirs,
 * so going there afterwards does not wait for the network.
 */
function withLoginPage<T>(load: () => Promise<T>): Promise<T> {
  void loadLoginPage();
  return load();
}

function PublicScope() {
  return (
    <ToastScope value="public">
      <Outlet />
    </ToastScope>
  );
}

function AppScope() {
  return (
    <ToastScope value="app">
      <Outlet />
    </ToastScope>
  );
}

/** The route table of spec §2. Pages load lazily; remote pages sit behind their own boundary. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <RequireGuest />,
        children: [
          {
            element: <PublicScope />,
            children: [
              { index: true, lazy: async () => ({ Component: (await loadLoginPage()).LoginPage }) },
              {
                path: 'signup',
                lazy: async () => ({ Component: (await withLoginPage(loadSignupPage)).SignupPage }),
              },
              {
                path: 'verify-email/:token',
                lazy: async () => ({
                  Component: (await withLoginPage(loadVerifyEmailPage)).VerifyEmailPage,
                }),
              },
              { path: 'verify-email', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppScope />,
            children: [
              { path: 'payment-success', element: remoteElement('paymentSuccess') },
              { path: 'payment-cancel', element: remoteElement('paymentCancel') },
            ],
          },
          {
            lazy: async () => ({ Component: (await layout()).MainLayout }),
            children: [
              { path: 'dashboard', element: remoteElement('dashboard') },
              { path: 'data-sources', element: remoteElement('dataSources') },
              { path: 'reports', element: remoteElement('reports') },
              { path: 'reports/:id', element: remoteElement('reportDetail') },
              { path: 'demo/*', element: remoteElement('demo') },
              { path: 'billing', element: remoteElement('billing') },
              { path: 'license-key', element: remoteElement('licenseKey') },
              { path: 'settings/*', element: remoteElement('settings') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
