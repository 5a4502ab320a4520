import { stopAllServers } from './support/servers';

/** Stops every server the setup started. */
export default async function globalTeardown(): Promise<void> {
  await stopAllServers();
}
