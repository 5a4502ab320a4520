/**
 * Imports an engine data set into the database that PULSE_STATE_DIR / DATABASE_URL name (docs/architecture.md §6):
 *
 *   pnpm --filter @pulse/api data:import <kind> <file> [<file>...]
 *
 * Sanctions / PEP lists (sanctions-import.ts): `ofac <folder>` (sdn.csv, alt.csv, add.csv,
 * sdn_comments.csv), `ofac-consolidated <folder>` (cons_*.csv), `un <file.xml>`,
 * `opensanctions <file.json>` (FtM or Senzing JSON lines); one source per import.
 *
 * Kinds: ip-vpn, ip-datacenter, ip-proxy (one CIDR or IP per line), tor (Onionoo CSV
 * `fingerprint, ipaddr, port`, or one IP per line), hosting-asn (CSV `ASN,Entity`), bin (binlist CSV).
 * Several files of one kind form one data set (e.g. the IPv4 and IPv6 lists). A re-import replaces the
 * kind's previous rows atomically (one transaction) and bumps its version. While an API owns the
 * embedded database the job is handed to it (operator-run.ts), which swaps the data in at once; on
 * PostgreSQL running API processes reload it within DATASET_POLL_MS. A malformed file is refused with its name and line number before
 * anything is written: the previous data stays intact.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ImportError } from '@pulse/engines';
import { ImportError as ListImportError } from '@pulse/engines/aml';
import { ConfigError, loadConfig } from '../config.js';
import {
  DATASET_KINDS,
  isDatasetKind,
  parseDataset,
  type DatasetInfo,
  type DatasetKind,
  type DatasetsRepository,
} from '../repositories/datasets.js';
import type { Repositories } from '../repositories/index.js';
import type { ListImportService } from '../services/list-import.js';
import {
  SANCTION_KINDS,
  importSanctions,
  isSanctionKind,
  type SanctionKind,
} from './sanctions-import.js';
import { runAsMain } from '../lib/command.js';
import { runOperatorJob } from './operator-run.js';

export const IMPORT_USAGE = `Usage: data:import <kind> <file> [<file>...]
Kinds: ${DATASET_KINDS.join(', ')}, ${SANCTION_KINDS.join(', ')}
Sanctions kinds take one path: ofac and ofac-consolidated a folder, un and opensanctions a file.`;

export class ImportUsageError extends Error {}

/**
 * Reads, parses and stores the files of one data set.
 * @param log receives the progress lines
 * @throws ImportError (malformed file, nothing written) or a file-system error
 */
export async function importFiles(
  datasets: DatasetsRepository,
  kind: DatasetKind,
  paths: string[],
  log: (line: string) => void = () => undefined,
): Promise<DatasetInfo> {
  const files = paths.map((p) => {
    const text = readFileSync(p, 'utf8');
    log(`read ${p} (${(text.length / 1024).toFixed(0)} KB)`);
    return { name: basename(p), text };
  });
  const parsed = parseDataset(kind, files);
  const total =
    'cidrs' in parsed
      ? parsed.cidrs.length
      : 'asns' in parsed
        ? parsed.asns.length
        : parsed.records.length;
  log(`parsed ${total} ${kind} rows; writing`);
  let lastPct = -1;
  const info = await datasets.replace(parsed, files.map((f) => f.name).join(', '), (done, all) => {
    const pct = Math.floor((done / all) * 100);
    if (pct >= lastPct + 10 || done === all) {
      lastPct = pct;
      log(`  ${done}/${all} (${pct}%)`);
    }
  });
  log(`imported ${kind}: ${info.rows} rows, version ${info.version}`);
  return info;
}

/** Checks the arguments. @returns kind and paths, or undefined for help */
function parseImportArgs(
  argv: string[],
): { kind: DatasetKind | SanctionKind; paths: string[] } | undefined {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [kind, ...paths] = args;
  if (!kind || kind === 'help' || kind === '--help') return undefined;
  const sanctions = isSanctionKind(kind);
  if (!isDatasetKind(kind) && !sanctions) throw new ImportUsageError(`Unknown kind "${kind}"`);
  if (paths.length === 0) throw new ImportUsageError('At least one file is required');
  if (sanctions && paths.length !== 1)
    throw new ImportUsageError(`${kind} takes exactly one folder or file`);
  return { kind, paths };
}

/**
 * Imports one data set with the given repositories and list import service (this process's, or
 * the running API's).
 * @returns the summary line
 */
export async function importJob(
  repos: Repositories,
  lists: ListImportService,
  argv: string[],
  log: (line: string) => void,
): Promise<string> {
  const parsed = parseImportArgs(argv);
  if (!parsed) return IMPORT_USAGE;
  const { kind, paths } = parsed;
  if (isSanctionKind(kind)) {
    const list = await importSanctions(lists, kind, paths[0] as string, log);
    return `${list.source} v${list.version}: ${list.records} records from ${list.file}`;
  }
  const info = await importFiles(repos.datasets, kind, paths, log);
  return `${kind} v${info.version}: ${info.rows} rows from ${info.source}`;
}

/** CLI entry: @returns the summary line */
export async function runDataImport(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => console.log(l),
): Promise<string> {
  const parsed = parseImportArgs(argv);
  if (!parsed) return IMPORT_USAGE;
  const config = loadConfig(env, { seedDemo: false });
  // Absolute paths: a running API that takes the job over reads them from its own working folder.
  const args = [parsed.kind, ...parsed.paths.map((p) => resolve(p))];
  return runOperatorJob(config, { command: 'data:import', argv: args }, log, (repos, lists) =>
    importJob(repos, lists, args, log),
  );
}

runAsMain(import.meta.url, runDataImport, (err) => {
  if (err instanceof ImportUsageError) return `${err.message}\n\n${IMPORT_USAGE}`;
  if (err instanceof ImportError || err instanceof ListImportError)
    return `Refused: ${err.message}. Nothing was imported; the previous data is unchanged.`;
  if (err instanceof ConfigError) return err.message;
  return undefined;
});
