/**
 * Downloads the official sanctions lists and imports them (needs internet):
 *
 *   pnpm --filter @pulse/api data:sync [<download folder>]
 *
 * OFAC SDN (sdn.csv, alt.csv, add.csv, sdn_comments.csv) and consolidated non-SDN (cons_*.csv) from
 * https://www.treasury.gov/ofac/downloads/, the UN consolidated list from
 * https://scsanctions.un.org/resources/xml/en/consolidated.xml. Files go to
 * `<PULSE_STATE_DIR>/sanctions` unless a folder is given. Offline it stops with a clear error and
 * imports nothing more. OpenSanctions needs a licence for commercial use: import its files with
 * `data:import opensanctions <file>`.
 */
import { join } from 'node:path';
import { ImportError } from '@pulse/engines/aml';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { createRepositories } from '../repositories/index.js';
import { SyncError, syncSanctions } from './sanctions-import.js';
import { runAsMain } from '../lib/command.js';

export async function runDataSync(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => console.log(l),
): Promise<string> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const config = loadConfig(env, { seedDemo: false });
  const dir = args[0] ?? join(config.stateDir, 'sanctions');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
  });
  try {
    const repos = createRepositories(database.db, config.keyEncryptionKey);
    const lists = await syncSanctions(repos.sanctions, dir, log);
    return lists.map((l) => `${l.source} v${l.version}: ${l.records} records`).join('\n');
  } finally {
    await database.close();
  }
}

runAsMain(import.meta.url, runDataSync, (err) => {
  if (err instanceof SyncError || err instanceof ConfigError) return err.message;
  if (err instanceof ImportError) return `Refused: ${err.message}. The previous list is unchanged.`;
  return undefined;
});
