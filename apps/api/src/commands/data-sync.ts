/**
 * Downloads the official sanctions lists (OFAC SDN and consolidated, UN, EU, UK) and imports them
 * behind integrity guards (a file that fails to parse, or that shrinks a list by more than
 * DATA_SYNC_MAX_SHRINK percent, is refused; the previous list stays). Needs internet:
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
import { join, resolve } from 'node:path';
import { ImportError } from '@pulse/engines/aml';
import { ConfigError, loadConfig } from '../config.js';
import type { ListImportService } from '../services/list-import.js';
import { SyncError, syncSanctions } from './sanctions-import.js';
import { runAsMain } from '../lib/command.js';
import { runOperatorJob } from './operator-run.js';

/** Downloads the official lists into `dir` and imports them with the given list import service. */
export async function syncJob(
  lists: ListImportService,
  argv: string[],
  log: (line: string) => void,
): Promise<string> {
  const dir = argv[0];
  if (!dir) throw new SyncError('data:sync needs a download folder');
  const outcomes = await syncSanctions(lists, dir, log, {
    maxShrinkPercent: Number(argv[1] ?? 20),
  });
  return outcomes
    .map((o) =>
      'refused' in o
        ? `${o.kind}: refused, ${o.refused}; the previous list is kept`
        : `${o.imported.source} v${o.imported.version}: ${o.imported.records} records`,
    )
    .join('\n');
}

/** CLI entry: @returns one summary line per list */
export async function runDataSync(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => console.log(l),
): Promise<string> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const config = loadConfig(env, { seedDemo: false });
  const dir = resolve(args[0] ?? join(config.stateDir, 'sanctions'));
  const job = [dir, String(config.dataSyncMaxShrink)];
  return runOperatorJob(config, { command: 'data:sync', argv: job }, log, (_repos, lists) =>
    syncJob(lists, job, log),
  );
}

runAsMain(import.meta.url, runDataSync, (err) => {
  if (err instanceof SyncError || err instanceof ConfigError) return err.message;
  if (err instanceof ImportError) return `Refused: ${err.message}. The previous list is unchanged.`;
  return undefined;
});
