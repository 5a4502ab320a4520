import { createBrowserRouter } from '@pulse/router';
import { routes } from './routes/routes';

/** The app's router over the route table; created once, by bootstrap, after any hydration prep. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
