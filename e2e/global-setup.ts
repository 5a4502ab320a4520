import { rmSync } from 'node:fs';
import {
  builtRemotes,
  startServer,
  stateDir,
  stopAllServers,
  writeRemotesManifest,
} from './support/servers';

/** Starts the built product on fresh state once for the whole browser-test run. */
export default async function globalSetup(): Promise<void> {
  await stopAllServers();
  rmSync(stateDir, { recursive: true, force: true });
  writeRemotesManifest();
  await startServer('api');
  await Promise.all([...builtRemotes().map((name) => startServer(name)), startServer('shell')]);
}
