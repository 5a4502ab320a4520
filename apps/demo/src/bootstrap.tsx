import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { DemoPage } from './app/demo-page';

// `pnpm dev` of this remote alone: the page at the path the shell gives it, with a dev sign-in.
mountStandalone('demo', [
  { path: '/demo/*', element: <DemoPage /> },
  { path: '*', element: <Navigate to="/demo" replace /> },
]);
