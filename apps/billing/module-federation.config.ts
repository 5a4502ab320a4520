import { exposes } from './src/exposes';

/** The billing remote (Billing page and the payment result pages), deployed on its own origin. */
export const remote = { name: 'billing', exposes, port: 3003, appDir: import.meta.dirname };
