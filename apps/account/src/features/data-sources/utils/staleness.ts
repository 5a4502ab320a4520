import type { DatasetStatus, SanctionListStatus } from '@pulse/api-client';

/**
 * How old each kind of list may be before the Data sources view warns (docs/adr/0007-data.md):
 * sanctions lists change weekly, Tor exits daily, VPN and hosting ranges monthly, BIN tables slowly.
 */
export const MAX_AGE_DAYS: Record<string, number> = {
  'ofac-sdn': 30,
  'ofac-consolidated': 30,
  un: 30,
  eu: 30,
  uk: 30,
  opensanctions: 30,
  tor: 7,
  'ip-vpn': 90,
  'ip-proxy': 90,
  'ip-datacenter': 90,
  'hosting-asn': 180,
  bin: 365,
};

const LABELS: Record<string, string> = {
  tor: 'Tor exit relays',
  'ip-vpn': 'VPN ranges',
  'ip-proxy': 'Proxy ranges',
  'ip-datacenter': 'Data-centre and cloud ranges',
  'hosting-asn': 'Hosting ASNs',
  bin: 'BIN table',
};

/** One row of the Data sources view. */
export interface SourceRow {
  key: string;
  name: string;
  records: number;
  version: number;
  /** Date of the data, YYYY-MM-DD. */
  dataDate: string;
  importedAt: string;
  ageDays: number;
  maxAgeDays: number;
  stale: boolean;
}

const DAY_MS = 86_400_000;

/** Whole days from `date` (YYYY-MM-DD) to `now`; never negative. */
export function ageInDays(date: string, now: Date): number {
  const then = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(then) ? 0 : Math.max(0, Math.floor((now.getTime() - then) / DAY_MS));
}

/** The rows of the view: sanctions lists first, then the other data sets, each with its age. */
export function sourceRows(
  details: { datasets: DatasetStatus[]; sanctions: SanctionListStatus[] },
  now: Date = new Date(),
): SourceRow[] {
  const row = (
    key: string,
    name: string,
    records: number,
    d: DatasetStatus | SanctionListStatus,
  ) => {
    const ageDays = ageInDays(d.dataDate, now);
    const maxAgeDays = MAX_AGE_DAYS[key] ?? 90;
    return {
      key,
      name,
      records,
      version: d.version,
      dataDate: d.dataDate,
      importedAt: d.importedAt,
      ageDays,
      maxAgeDays,
      stale: ageDays > maxAgeDays,
    };
  };
  return [
    ...details.sanctions.map((s) => row(s.source, s.name, s.records, s)),
    ...details.datasets.map((d) => row(d.kind, LABELS[d.kind] ?? d.kind, d.rows, d)),
  ];
}
