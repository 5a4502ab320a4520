import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { BatchDetailPage } from './app/batch-detail-page';
import { BatchesPage } from './app/batches-page';

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('screening', [
  { path: '/batches', element: <BatchesPage /> },
  { path: '/batches/:id', element: <BatchDetailPage /> },
  { path: '*', element: <Navigate to="/batches" replace /> },
]);
