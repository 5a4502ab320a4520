/**
 * Sanctions / PEP list import and download (docs/architecture.md §6), used by `data:import` and
 * `data:sync`:
 *
 * - `ofac <folder>`: sdn.csv + alt.csv + add.csv + sdn_comments.csv (official legacy CSV);
 * - `ofac-consolidated <folder>`: cons_prim.csv + cons_alt.csv + cons_add.csv + cons_comments.csv;
 * - `un <file.xml>`: the UN Security Council consolidated list;
 * - `eu <file.xml>`: the EU consolidated financial sanctions list (FSF XML);
 * - `uk <file.csv>`: the UK consolidated list (OFSI ConList.csv);
 * - `opensanctions <file>`: OpenSanctions JSON lines (FollowTheMoney or Senzing form).
 *
 * The file is parsed completely first (a malformed file is refused with an ImportError and nothing
 * is written), then the source's records are replaced and its version bumped in ONE transaction;
 * running API processes swap the source into their index within DATASET_POLL_MS.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  ImportError,
  loadOfacDir,
  loadOpenSanctionsFile,
  loadUnFile,
  parseEuXml,
  parseUkCsv,
  type ImportResult,
} from '@pulse/engines/aml';
import type { SanctionListInfo } from '../repositories/sanctions.js';
import type { ListImportService } from '../services/list-import.js';

export const SANCTION_KINDS = [
  'ofac',
  'ofac-consolidated',
  'un',
  'eu',
  'uk',
  'opensanctions',
] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

export const isSanctionKind = (s: string): s is SanctionKind =>
  (SANCTION_KINDS as readonly string[]).includes(s);

function readFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    throw new ImportError(path, null, 'file not found');
  }
}

/** Parses one source's files (no database work). @throws ImportError for a malformed file */
export async function parseSanctions(kind: SanctionKind, path: string): Promise<ImportResult> {
  switch (kind) {
    case 'ofac':
      return loadOfacDir(path, 'sdn');
    case 'ofac-consolidated':
      return loadOfacDir(path, 'consolidated');
    case 'un':
      return loadUnFile(path);
    case 'eu':
      return parseEuXml(readFile(path), { file: basename(path) });
    case 'uk':
      return parseUkCsv(readFile(path), { file: basename(path) });
    case 'opensanctions':
      return loadOpenSanctionsFile(path);
  }
}

/**
 * Parses and stores one source, replacing its previous list atomically.
 * @param log receives the progress lines
 */
export async function importSanctions(
  lists: ListImportService,
  kind: SanctionKind,
  path: string,
  log: (line: string) => void = () => undefined,
): Promise<SanctionListInfo> {
  const started = performance.now();
  log(`parsing ${kind} from ${path}`);
  const parsed = await parseSanctions(kind, path);
  const s = parsed.stats;
  log(
    `parsed ${parsed.records.length} records (${Object.entries(s.rows)
      .map(([f, n]) => `${f}: ${n}`)
      .join(', ')}${s.orphansKept ? `; ${s.orphansKept} alias-only entities kept` : ''}) in ${(
      performance.now() - started
    ).toFixed(0)} ms; writing`,
  );
  for (const w of s.warnings.slice(0, 5)) log(`  warning: ${w}`);
  let lastPct = -1;
  const info = await lists.replace(parsed, basename(path), (done, all) => {
    const pct = Math.floor((done / all) * 100);
    if (pct >= lastPct + 10 || done === all) {
      lastPct = pct;
      log(`  ${done}/${all} (${pct}%)`);
    }
  });
  log(
    `imported ${info.source}: ${info.records} records, version ${info.version} (${(
      performance.now() - started
    ).toFixed(0)} ms)`,
  );
  return info;
}

/** The lists `data:sync` downloads, in order. */
export const SYNC_KINDS = ['ofac', 'ofac-consolidated', 'un', 'eu', 'uk'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** The official download locations (`data:sync`) and the local file name of each. */
export const OFFICIAL_FILES: Record<SyncKind, string[]> = {
  ofac: ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'].map(
    (f) => `https://www.treasury.gov/ofac/downloads/${f}`,
  ),
  'ofac-consolidated': ['cons_prim.csv', 'cons_alt.csv', 'cons_add.csv', 'cons_comments.csv'].map(
    (f) => `https://www.treasury.gov/ofac/downloads/consolidated/${f}`,
  ),
  un: ['https://scsanctions.un.org/resources/xml/en/consolidated.xml'],
  eu: [
    'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
  ],
  uk: ['https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.csv'],
};

const SINGLE_FILE: Partial<Record<SyncKind, string>> = {
  un: 'consolidated.xml',
  eu: 'eu-fsf.xml',
  uk: 'ConList.csv',
};

export class SyncError extends Error {}

export interface SyncOptions {
  fetchImpl?: typeof fetch;
  /** Largest share (percent) of a list's records one sync may remove; more is refused. Default 20. */
  maxShrinkPercent?: number;
  /** The lists to sync (default all of SYNC_KINDS). */
  kinds?: readonly SyncKind[];
}

/** One list's outcome: imported (with what changed) or refused (with why; the old list stays). */
export type SyncOutcome =
  | { kind: SyncKind; imported: SanctionListInfo; added: number; removed: number }
  | { kind: SyncKind; refused: string };

/**
 * Downloads the official lists into `dir` (one folder per kind) and imports each, behind integrity
 * guards: a file that fails to parse, or that would remove more than `maxShrinkPercent` of a list's
 * records, is refused and the previous list kept (the other lists still sync). Logs what changed.
 * Needs internet; a download that fails stops the sync with a SyncError naming the URL, before
 * anything more is imported.
 */
export async function syncSanctions(
  lists: ListImportService,
  dir: string,
  log: (line: string) => void = () => undefined,
  options: SyncOptions | typeof fetch = {},
): Promise<SyncOutcome[]> {
  const opts = typeof options === 'function' ? { fetchImpl: options } : options;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const maxShrink = opts.maxShrinkPercent ?? 20;
  const out: SyncOutcome[] = [];
  for (const kind of opts.kinds ?? SYNC_KINDS) {
    const target = join(dir, kind);
    mkdirSync(target, { recursive: true });
    for (const url of OFFICIAL_FILES[kind]) {
      let body: ArrayBuffer;
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(120_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        body = await res.arrayBuffer();
      } catch (err) {
        throw new SyncError(
          `Cannot download ${url} (${err instanceof Error ? err.message : String(err)}). ` +
            'data:sync needs internet access; offline, import files with data:import instead.',
        );
      }
      const name = SINGLE_FILE[kind] ?? (url.split('/').pop() as string);
      writeFileSync(join(target, name), Buffer.from(body));
      log(`downloaded ${url} (${(body.byteLength / 1024).toFixed(0)} KB)`);
    }
    const path = SINGLE_FILE[kind] ? join(target, SINGLE_FILE[kind]) : target;
    out.push(await guardedImport(lists, kind, path, maxShrink, log));
  }
  return out;
}

async function guardedImport(
  lists: ListImportService,
  kind: SyncKind,
  path: string,
  maxShrink: number,
  log: (line: string) => void,
): Promise<SyncOutcome> {
  let parsed: ImportResult;
  try {
    parsed = await parseSanctions(kind, path);
  } catch (err) {
    const refused = `the file does not parse (${err instanceof Error ? err.message : String(err)})`;
    log(`refused ${kind}: ${refused}; the previous list is kept`);
    return { kind, refused };
  }
  const before = await lists.current(parsed.info.source);
  const oldIds = new Set(before?.records.map((r) => r.id) ?? []);
  const newIds = new Set(parsed.records.map((r) => r.id));
  const removed = [...oldIds].filter((id) => !newIds.has(id)).length;
  const added = [...newIds].filter((id) => !oldIds.has(id)).length;
  if (oldIds.size > 0 && parsed.records.length < oldIds.size * (1 - maxShrink / 100)) {
    const refused =
      `it would shrink the list from ${oldIds.size} to ${parsed.records.length} records ` +
      `(more than the ${maxShrink}% allowed)`;
    log(`refused ${kind}: ${refused}; the previous list is kept`);
    return { kind, refused };
  }
  const imported = await lists.replace(parsed, basename(path));
  log(
    `${kind}: ${oldIds.size} -> ${imported.records} records (+${added} added, -${removed} removed), version ${imported.version}`,
  );
  return { kind, imported, added, removed };
}
