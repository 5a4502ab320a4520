import { dropProductDatabase } from './support/database';
import { stateDir, stopAllServers } from './support/servers';

/** Stops every server the setup started, then drops the product's PostgreSQL database, if any. */
export default async function globalTeardown(): Promise<void> {
  await stopAllServers();
  await dropProductDatabase(stateDir);
}
