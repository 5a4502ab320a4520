import { Navigate, Outlet } from '@pulse/router';
import type { RouteObject } from '@pulse/router';
import { ToastScope } from '@pulse/ui';
import { FullPageSpinner } from '../../components/full-page-spinner';
import {
  loadAcceptInvitePage,
  loadConfirmEmailChangePage,
  loadForgotPasswordPage,
  loadLoginPage,
  loadResetPasswordPage,
  loadSignupPage,
  loadVerifyEmailPage,
} from '../../features/auth';
import { LAYOUT_PAGES, remoteElement } from '../remotes/remote-pages';
import { RoutedNavProvider, RoutedRemotePages } from '../remotes/routed-remote-pages';
import { PAGE_ROLES } from '../../lib/page-roles';
import { RequireAuth, RequireGuest, RequireRole } from './guards';
import { RouteError } from './route-error';
import type { LayoutRouteHandle } from '../../features/layout';

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
              {
                path: 'invite/:token',
                lazy: async () => ({
                  Component: (await withLoginPage(loadAcceptInvitePage)).AcceptInvitePage,
                }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await withLoginPage(loadForgotPasswordPage)).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await withLoginPage(loadResetPasswordPage)).ResetPasswordPage,
                }),
              },
            ],
          },
        ],
      },
      {
        // Opened from the new address's mailbox, perhaps on a device that is signed in: no guard.
        element: <PublicScope />,
        children: [
          {
            path: 'confirm-email-change',
            lazy: async () => ({
              Component: (await loadConfirmEmailChangePage()).ConfirmEmailChangePage,
            }),
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
            lazy: async () => {
              const { MainLayout } = await layout();
              return {
                Component: () => (
                  <RoutedNavProvider>
                    <MainLayout />
                  </RoutedNavProvider>
                ),
              };
            },
            children: [
              ...LAYOUT_PAGES.map((entry): RouteObject => {
                const handle: LayoutRouteHandle = { title: entry.title };
                const route = { path: entry.path, element: remoteElement(entry.page), handle };
                return 'roles' in entry
                  ? { element: <RequireRole roles={PAGE_ROLES[entry.roles]} />, children: [route] }
                  : route;
              }),
              // The pages of the remotes that declare their own routes,
              // read from the runtime manifest; unknown paths go to `/`.
              { path: '*', element: <RoutedRemotePages /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
