import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { DevelopersPage } from './app/developers/developers-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { LicenseKeyPage } from './features/license-key/components/license-key-page';

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('account', [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/license-key', element: <LicenseKeyPage /> },
  { path: '/developers/*', element: <DevelopersPage /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);
