import { startProduct } from './support/servers';

/** Starts the built product on fresh state once for the whole browser-test run. */
export default async function globalSetup(): Promise<void> {
  await startProduct();
}
