import { createBrowserRouter } from '@pulse/router';
import { routes } from './routes/routes';

export const router = createBrowserRouter(routes);
