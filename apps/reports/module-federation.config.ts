import { exposes } from './src/exposes';

/** The reports remote (Reports list and Report detail pages), deployed on its own origin. */
export const remote = { name: 'reports', exposes, port: 3001, appDir: import.meta.dirname };
