import { exposes } from './src/exposes';

/** The screening remote (Batch screening), deployed on its own origin. */
export const remote = { name: 'screening', exposes, port: 3005, appDir: import.meta.dirname };
