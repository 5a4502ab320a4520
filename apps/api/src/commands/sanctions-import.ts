/**
 * Sanctions / PEP list import and download (issue 4, DESIGN §6), used by `data:import` and
 * `data:sync`:
 *
 * - `ofac <folder>`: sdn.csv + alt.csv + add.csv + sdn_comments.csv (official legacy CSV);
 * - `ofac-consolidated <folder>`: cons_prim.csv + cons_alt.csv + cons_add.csv + cons_comments.csv;
 * - `un <file.xml>`: the UN Security Council consolidated list;
 * - `opensanctions <file>`: OpenSanctions JSON lines (FollowTheMoney or Senzing form).
 *
 * The file is parsed completely first (a malformed file is refused with an ImportError and nothing
 * is written), then the source's records are replaced and its version bumped in ONE transaction;
 * running API processes swap the source into their index within DATASET_POLL_MS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  loadOfacDir,
  loadOpenSanctionsFile,
  loadUnFile,
  type ImportResult,
} from '@pulse/engines/aml';
import type { SanctionListInfo, SanctionsRepository } from '../repositories/sanctions.js';

export const SANCTION_KINDS = ['ofac', 'ofac-consolidated', 'un', 'opensanctions'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

export const isSanctionKind = (s: string): s is SanctionKind =>
  (SANCTION_KINDS as readonly string[]).includes(s);

/** Parses one source's files (no database work). @throws ImportError for a malformed file */
export async function parseSanctions(kind: SanctionKind, path: string): Promise<ImportResult> {
  switch (kind) {
    case 'ofac':
      return loadOfacDir(path, 'sdn');
    case 'ofac-consolidated':
      return loadOfacDir(path, 'consolidated');
    case 'un':
      return loadUnFile(path);
    case 'opensanctions':
      return loadOpenSanctionsFile(path);
  }
}

/**
 * Parses and stores one source, replacing its previous list atomically.
 * @param log receives the progress lines
 */
export async function importSanctions(
  repo: SanctionsRepository,
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
  const info = await repo.replace(parsed, basename(path), (done, all) => {
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

/** The official download locations (`data:sync`). */
export const OFFICIAL_FILES: Record<'ofac' | 'ofac-consolidated' | 'un', string[]> = {
  ofac: ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'].map(
    (f) => `https://www.treasury.gov/ofac/downloads/${f}`,
  ),
  'ofac-consolidated': ['cons_prim.csv', 'cons_alt.csv', 'cons_add.csv', 'cons_comments.csv'].map(
    (f) => `https://www.treasury.gov/ofac/downloads/consolidated/${f}`,
  ),
  un: ['https://scsanctions.un.org/resources/xml/en/consolidated.xml'],
};

export class SyncError extends Error {}

/**
 * Downloads the official OFAC and UN files into `dir` (one folder per kind) and imports each.
 * Needs internet; offline it fails with a SyncError naming the URL, before anything is imported.
 */
export async function syncSanctions(
  repo: SanctionsRepository,
  dir: string,
  log: (line: string) => void = () => undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<SanctionListInfo[]> {
  const out: SanctionListInfo[] = [];
  for (const kind of ['ofac', 'ofac-consolidated', 'un'] as const) {
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
      const name = kind === 'un' ? 'consolidated.xml' : (url.split('/').pop() as string);
      writeFileSync(join(target, name), Buffer.from(body));
      log(`downloaded ${url} (${(body.byteLength / 1024).toFixed(0)} KB)`);
    }
    out.push(
      await importSanctions(
        repo,
        kind,
        kind === 'un' ? join(target, 'consolidated.xml') : target,
        log,
      ),
    );
  }
  return out;
}
