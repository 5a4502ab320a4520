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
import { RoutedFrame, RoutedRemotePages } from '../remotes/routed-remote-pages';
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

/**
 * The route table of spec §2: the shell's own signed-out pages, and the remotes' declared routes
 * for everything signed in. Pages load lazily; remote pages sit behind their own boundary.
 */
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
            // Every signed-in page is a remote's: the routes each remote declares in its
            // `./routes` (docs/delivery.md, "Routes"), read from the runtime manifest, inside the
            // main layout unless the route says otherwise; unknown paths go to `/`.
            lazy: async () => {
              const { MainLayout } = await layout();
              return { Component: () => <RoutedFrame layout={<MainLayout />} /> };
            },
            children: [{ path: '*', element: <RoutedRemotePages /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
