import { exposes } from './src/exposes';

/** The account remote (Dashboard and License Key pages), deployed on its own origin. */
export const remote = { name: 'account', exposes, port: 3004, appDir: import.meta.dirname };
