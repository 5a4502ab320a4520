import { exposes } from './src/exposes';

/** The rules remote (Decision rules), deployed on its own origin. */
export const remote = { name: 'rules', exposes, port: 3006, appDir: import.meta.dirname };
