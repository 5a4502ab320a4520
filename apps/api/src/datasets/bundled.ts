/**
 * The dated snapshots of public lists that ship with the API (apps/api/data, brotli-compressed;
 * origin, licence and date of each in apps/api/data/SOURCES.md; docs/adr/0007-data.md). On a
 * database where a list was never imported, `importBundled` loads its snapshot, so every engine
 * answers fully on a fresh machine without an import step. A list the operator imported or synced
 * since is never overwritten: the snapshot only fills gaps.
 *
 * OpenSanctions is not bundled: its data is CC BY-NC 4.0 and Pulse is a commercial service.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { parseOfac, parseUnXml, type ImportResult, type SanctionSource } from '@pulse/engines/aml';
import type { DatasetKind, DatasetsRepository } from '../repositories/datasets.js';
import { parseDataset } from '../repositories/datasets.js';
import type { SanctionsRepository } from '../repositories/sanctions.js';
import type { ListImportService } from '../services/list-import.js';

/** The folder of the compressed snapshots; same depth below the package from src/ and dist/. */
export const BUNDLED_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** One list of the bundle: the files that make it and where they came from. */
export interface BundledList {
  /** Data-set kind or sanctions source it fills. */
  target: { dataset: DatasetKind } | { sanctions: SanctionSource };
  /** Compressed file names in BUNDLED_DIR (`<name>.br`), in import order. */
  files: string[];
  /** Date of the data (YYYY-MM-DD), shown in reports' sources and the Data sources view. */
  date: string;
  /** Human name of the origin, e.g. "OFAC (US Treasury)". */
  origin: string;
  licence: string;
}

/** Every bundled list; the order is the import order (AML first: it is what customers miss most). */
export const BUNDLED_LISTS: BundledList[] = [
  {
    target: { sanctions: 'ofac-sdn' },
    files: ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'],
    date: '2024-05-03',
    origin: 'OFAC SDN list (US Treasury); aliases and addresses of 2025-12-24',
    licence: 'Public domain (work of the US Government)',
  },
  {
    target: { sanctions: 'ofac-consolidated' },
    files: ['cons_prim.csv', 'cons_alt.csv', 'cons_add.csv', 'cons_comments.csv'],
    date: '2025-12-19',
    origin: 'OFAC Consolidated (non-SDN) list (US Treasury)',
    licence: 'Public domain (work of the US Government)',
  },
  {
    target: { sanctions: 'un' },
    files: ['un-consolidated.xml'],
    date: '2026-02-27',
    origin: 'UN Security Council Consolidated List',
    licence: 'UN Security Council data, published for public use',
  },
  {
    target: { dataset: 'tor' },
    files: ['tor-exits.csv'],
    date: '2026-08-22',
    origin: 'Tor Project Onionoo exit relays (alireza-rezaee/tor-nodes)',
    licence: 'MIT',
  },
  {
    target: { dataset: 'ip-vpn' },
    files: ['vpn-ipv4.txt', 'vpn-ipv6.txt'],
    date: '2026-08-22',
    origin: 'X4BNet lists_vpn, VPN netblocks',
    licence: 'MIT',
  },
  {
    target: { dataset: 'ip-datacenter' },
    files: [
      'datacenter-ipv4.txt',
      'datacenter-ipv6.txt',
      'cloud-amazon-ipv4.txt',
      'cloud-amazon-ipv6.txt',
      'cloud-google-ipv4.txt',
      'cloud-microsoft-ipv4.txt',
      'cloud-oracle-ipv4.txt',
      'cloud-digitalocean-ipv4.txt',
      'cloud-linode-ipv4.txt',
      'cloud-vultr-ipv4.txt',
    ],
    date: '2026-08-22',
    origin:
      'X4BNet lists_vpn data-centre netblocks; cloud ranges published by each provider (lord-alfred/ipranges)',
    licence: 'MIT; CC0-1.0',
  },
  {
    target: { dataset: 'hosting-asn' },
    files: ['bad-asn-list.csv'],
    date: '2026-03-16',
    origin: 'brianhama/bad-asn-list, hosting and cloud ASNs',
    licence: 'MIT',
  },
  {
    target: { dataset: 'bin' },
    files: ['binlist-ranges.csv'],
    date: '2017-03-19',
    origin: 'binlist/data public BIN ranges',
    licence: 'no licence stated (public factual data shared by binlist.net)',
  },
];

/** The `file` / `source` text stored with a bundled import; how the registry recognises one. */
export const bundledLabel = (list: BundledList): string =>
  `bundled snapshot ${list.date}: ${list.files.join(', ')}`;

/** The bundled list a stored import came from, when it is one (matched by its label). */
export function bundledListFor(label: string): BundledList | undefined {
  return BUNDLED_LISTS.find((l) => bundledLabel(l) === label);
}

/** Reads and decompresses one bundled file. @throws when it is missing from the package */
export function readBundled(name: string, dir: string = BUNDLED_DIR): Buffer {
  return brotliDecompressSync(readFileSync(`${dir}${name}.br`));
}

/** Parses a bundled sanctions list (no database work). */
export function parseBundledSanctions(list: BundledList, dir: string = BUNDLED_DIR): ImportResult {
  if (!('sanctions' in list.target)) throw new Error('not a sanctions list');
  const [a, b, c, d] = list.files.map((f) => readBundled(f, dir));
  const source = list.target.sanctions;
  if (source === 'un') return parseUnXml(a as Buffer, { file: list.files[0] as string });
  return parseOfac(
    { primary: a as Buffer, alt: b ?? null, add: c ?? null, comments: d ?? null },
    { list: source === 'ofac-sdn' ? 'sdn' : 'consolidated', version: list.date },
  );
}

export interface BundledImportOptions {
  datasets: DatasetsRepository;
  lists: Pick<ListImportService, 'replace'>;
  sanctions: Pick<SanctionsRepository, 'list'>;
  log: (line: string) => void;
  /** Folder of the compressed files (tests); defaults to BUNDLED_DIR. */
  dir?: string;
}

/**
 * Imports every bundled list whose kind or source has never been imported into this database.
 * Each list is written in one transaction (a crash leaves it absent, and the next start imports it).
 * @returns how many lists were imported
 */
export async function importBundled(opts: BundledImportOptions): Promise<number> {
  const [haveDatasets, haveLists] = await Promise.all([
    opts.datasets.list(),
    opts.sanctions.list(),
  ]);
  const missing = BUNDLED_LISTS.filter((l) =>
    'dataset' in l.target
      ? !haveDatasets.some((d) => 'dataset' in l.target && d.kind === l.target.dataset)
      : !haveLists.some((s) => 'sanctions' in l.target && s.source === l.target.sanctions),
  );
  if (missing.length === 0) return 0;
  const started = performance.now();
  opts.log(`first start: importing ${missing.length} bundled lists`);
  for (const [i, list] of missing.entries()) {
    const t0 = performance.now();
    const label = bundledLabel(list);
    const name = 'dataset' in list.target ? list.target.dataset : list.target.sanctions;
    let rows: number;
    if ('sanctions' in list.target) {
      const parsed = parseBundledSanctions(list, opts.dir);
      rows = (await opts.lists.replace(parsed, label)).records;
    } else {
      const files = list.files.map((f) => ({
        name: f,
        text: readBundled(f, opts.dir).toString('utf8'),
      }));
      rows = (await opts.datasets.replace(parseDataset(list.target.dataset, files), label)).rows;
    }
    opts.log(
      `  [${i + 1}/${missing.length}] ${name}: ${rows} rows of ${list.date} (${(
        performance.now() - t0
      ).toFixed(0)} ms)`,
    );
    // Let a starting server's other work (health checks, logs) run between lists.
    await yieldToEventLoop();
  }
  opts.log(`bundled lists imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return missing.length;
}

/**
 * The date of a stored list's data (YYYY-MM-DD): the bundled snapshot's date, else the date the
 * file carries (`version`, when it is a date), else the day it was imported.
 */
export function dataDateOf(label: string, version: string | null, importedAt: string): string {
  const bundled = bundledListFor(label);
  if (bundled) return bundled.date;
  if (version && /^\d{4}-\d{2}-\d{2}/.test(version)) return version.slice(0, 10);
  return importedAt.slice(0, 10);
}
