import { exposes } from './src/exposes';

/** The demo remote: the Service Demo page and its eight forms, deployed on its own origin. */
export const remote = { name: 'demo', exposes, port: 3002, appDir: import.meta.dirname };
