import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'maxmind';
import { packageFile, packageSource } from '../common/packages.js';
import type { SourceInfo } from '../common/result.js';
import type { ParsedIp } from './address.js';
import { IpRangeMap, type RangeColumns } from './range-index.js';

/** Autonomous system of an address. */
export interface AsnRecord {
  /** AS number, e.g. 15169. */
  asn: number;
  /** AS organisation name as registered (e.g. "Google LLC"). */
  organization: string;
}

/** IP → ASN lookup over an in-memory sorted range index. */
export interface AsnDb {
  lookup(ip: ParsedIp): AsnRecord | null;
  readonly source: SourceInfo;
  /** Number of ranges indexed. */
  readonly size: number;
}

const ASN_PACKAGE = '@ip-location-db/asn';

/** Parses one `start,end,asn,org` line of the ip-location-db "-num" CSV (org may be quoted). */
function splitAsnLine(line: string): [string, string, string, string] | null {
  const a = line.indexOf(',');
  const b = line.indexOf(',', a + 1);
  const c = line.indexOf(',', b + 1);
  if (a < 0 || b < 0 || c < 0) return null;
  let org = line.slice(c + 1).trim();
  if (org.startsWith('"') && org.endsWith('"') && org.length >= 2)
    org = org.slice(1, -1).replace(/""/g, '"');
  return [line.slice(0, a), line.slice(a + 1, b), line.slice(b + 1, c), org];
}

/**
 * Loads the ASN ranges of `@ip-location-db/asn` (CC BY 4.0: RouteViews, DB-IP, NRO) from its numeric
 * CSVs (`asn-ipv4-num.csv`, `asn-ipv6-num.csv`: `start,end,asn,organization`), or from files given
 * in the same format. Takes about a second and ~100 MB of heap for the full IPv4+IPv6 tables.
 */
export function loadAsnCsv(
  options: { ipv4Csv?: string | null; ipv6Csv?: string | null; source?: SourceInfo } = {},
): AsnDb {
  const v4Path =
    options.ipv4Csv === undefined ? packageFile(ASN_PACKAGE, 'asn-ipv4-num.csv') : options.ipv4Csv;
  const v6Path =
    options.ipv6Csv === undefined ? packageFile(ASN_PACKAGE, 'asn-ipv6-num.csv') : options.ipv6Csv;
  // One record object per (asn, organisation): ~80k distinct for ~515k ranges.
  const interned = new Map<string, AsnRecord>();
  const intern = (asn: string, org: string): AsnRecord => {
    const key = asn + '|' + org;
    let rec = interned.get(key);
    if (!rec) {
      rec = { asn: Number(asn), organization: org };
      interned.set(key, rec);
    }
    return rec;
  };
  const v4: RangeColumns<number, AsnRecord> = { start: [], end: [], value: [] };
  const v6: RangeColumns<bigint, AsnRecord> = { start: [], end: [], value: [] };
  if (v4Path) {
    for (const line of readFileSync(v4Path, 'utf8').split('\n')) {
      const f = line ? splitAsnLine(line) : null;
      if (!f) continue;
      v4.start.push(Number(f[0]));
      v4.end.push(Number(f[1]));
      v4.value.push(intern(f[2], f[3]));
    }
  }
  if (v6Path) {
    for (const line of readFileSync(v6Path, 'utf8').split('\n')) {
      const f = line ? splitAsnLine(line) : null;
      if (!f) continue;
      v6.start.push(BigInt(f[0]));
      v6.end.push(BigInt(f[1]));
      v6.value.push(intern(f[2], f[3]));
    }
  }
  const map = IpRangeMap.fromColumns(v4, v6);
  return {
    lookup: (ip) => map.get(ip) ?? null,
    source: options.source ?? packageSource(ASN_PACKAGE, 'CC-BY-4.0 (RouteViews, DB-IP, NRO)'),
    size: map.size,
  };
}

/**
 * Loads an operator-supplied MaxMind-format ASN database (GeoLite2-ASN layout:
 * `autonomous_system_number`, `autonomous_system_organization`).
 */
export function loadAsnMmdb(path: string, source: SourceInfo): AsnDb {
  const reader = new Reader<Response>(readFileSync(path));
  return {
    lookup(ip) {
      const r = reader.get(ip.text) as {
        autonomous_system_number?: number;
        autonomous_system_organization?: string;
      } | null;
      if (!r?.autonomous_system_number) return null;
      return {
        asn: r.autonomous_system_number,
        organization: r.autonomous_system_organization ?? '',
      };
    },
    source,
    size: reader.metadata.nodeCount,
  };
}
