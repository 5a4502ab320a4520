import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, RouterProvider, Routes, createBrowserRouter } from '@pulse/router';
import { Box, ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { DemoPage } from './features/demo/components/demo-page';

// Standalone mount for `pnpm dev` of this remote alone (sign in on the shell first: the session is
// read from localStorage of this origin). In the product the shell provides all this.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <Routes>
        <Route path="/demo/*" element={<DemoPage />} />
        <Route path="*" element={<Box p="6">Open /demo</Box>} />
      </Routes>
    ),
  },
]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <ToastProvider>
          <ToastScope value="app">
            <Box p="6">
              <RouterProvider router={router} />
            </Box>
          </ToastScope>
        </ToastProvider>
      </UiProvider>
    </StrictMode>,
  );
