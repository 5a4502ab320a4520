/**
 * Pure parsers for the IP reputation lists an operator imports (no I/O, no database: the API stores
 * the records). Each returns the records plus counts, and throws {@link ImportError} with the 1-based
 * line number on a malformed file.
 */
import { parseCsv } from '../common/csv.js';
import { ImportError } from '../common/errors.js';
import { parseCidr, parseIp, formatIPv4, type IpRange } from './address.js';

/** One CIDR of a list, normalised (`network/prefix`), with its inclusive range. */
export interface CidrRecord {
  cidr: string;
  version: 4 | 6;
  range: IpRange;
}

export interface CidrListResult {
  records: CidrRecord[];
  counts: { lines: number; records: number; ipv4: number; ipv6: number; skipped: number };
}

/** Strips a `#` or `;` comment and surrounding whitespace. */
function stripComment(line: string): string {
  const hash = line.search(/[#;]/);
  return (hash < 0 ? line : line.slice(0, hash)).trim();
}

function lines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

function normaliseCidr(text: string, range: IpRange): string {
  const slash = text.indexOf('/');
  const bits = slash < 0 ? (range.version === 4 ? 32 : 128) : Number(text.slice(slash + 1));
  if (range.version === 4) return `${formatIPv4(range.start)}/${bits}`;
  const parsed = parseIp(slash < 0 ? text : text.slice(0, slash));
  return `${parsed?.text ?? text}/${bits}`;
}

/**
 * Parses a CIDR list: one IPv4/IPv6 CIDR (or bare address) per line; blank lines and `#`/`;`
 * comments (whole-line or trailing) are skipped. Any other content is refused with its line number.
 * Formats: X4BNet lists_vpn `output/*.txt`, lord-alfred/ipranges `*_merged.txt`, plain exports.
 */
export function parseCidrList(text: string, kind = 'CIDR list'): CidrListResult {
  const records: CidrRecord[] = [];
  let ipv4 = 0;
  let ipv6 = 0;
  let skipped = 0;
  const all = lines(text);
  all.forEach((raw, i) => {
    const s = stripComment(raw);
    if (!s) {
      skipped++;
      return;
    }
    const range = parseCidr(s);
    if (!range)
      throw new ImportError(
        `not a CIDR or IP address: ${JSON.stringify(raw.slice(0, 80))}`,
        i + 1,
        kind,
      );
    if (range.version === 4) ipv4++;
    else ipv6++;
    records.push({ cidr: normaliseCidr(s, range), version: range.version, range });
  });
  if (records.length === 0) throw new ImportError('the file holds no CIDR', null, kind);
  return { records, counts: { lines: all.length, records: records.length, ipv4, ipv6, skipped } };
}

/** One Tor exit relay address. */
export interface TorExitRecord {
  ip: string;
  version: 4 | 6;
  fingerprint: string | null;
  port: number | null;
}

export interface TorExitResult {
  records: TorExitRecord[];
  /** Distinct exit IPs (a relay can have several rows). */
  ips: string[];
  counts: { rows: number; records: number; uniqueIps: number; ipv4: number; ipv6: number };
}

/**
 * Parses a Tor exit list. Two formats are accepted:
 * - CSV with a header naming an `ipaddr` (or `ip`) column, optionally `fingerprint` and `port`
 *   (alireza-rezaee/tor-nodes `latest.exits.csv`: `fingerprint, ipaddr, port`, spaces after commas);
 * - plain text, one IP per line with `#` comments (the Tor Project's bulk exit list).
 */
export function parseTorExitCsv(text: string): TorExitResult {
  const kind = 'Tor exit list';
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const records: TorExitRecord[] = [];
  let rows = 0;
  if (firstLine.includes(',')) {
    const table = parseCsv(body, kind, { strictColumns: true });
    const header = (table[0]?.fields ?? []).map((h) => h.toLowerCase());
    const ipCol = header.findIndex(
      (h) => h === 'ipaddr' || h === 'ip' || h === 'ip_address' || h === 'address',
    );
    if (ipCol < 0) throw new ImportError('header has no ipaddr column', 1, kind);
    const fpCol = header.indexOf('fingerprint');
    const portCol = header.indexOf('port');
    for (const { fields: row, line } of table.slice(1)) {
      rows++;
      const ip = parseIp(row[ipCol] ?? '');
      if (!ip)
        throw new ImportError(`not an IP address: ${JSON.stringify(row[ipCol] ?? '')}`, line, kind);
      const portText = portCol >= 0 ? (row[portCol] ?? '') : '';
      if (portText && !/^\d{1,5}$/.test(portText))
        throw new ImportError(`bad port ${JSON.stringify(portText)}`, line, kind);
      records.push({
        ip: ip.text,
        version: ip.version,
        fingerprint: fpCol >= 0 ? row[fpCol] || null : null,
        port: portText ? Number(portText) : null,
      });
    }
  } else {
    lines(body).forEach((raw, i) => {
      const s = stripComment(raw);
      if (!s) return;
      rows++;
      const ip = parseIp(s);
      if (!ip)
        throw new ImportError(
          `not an IP address: ${JSON.stringify(raw.slice(0, 80))}`,
          i + 1,
          kind,
        );
      records.push({ ip: ip.text, version: ip.version, fingerprint: null, port: null });
    });
  }
  if (records.length === 0) throw new ImportError('the file holds no address', null, kind);
  const ips = [...new Set(records.map((r) => r.ip))];
  const ipv4 = ips.filter((ip) => !ip.includes(':')).length;
  return {
    records,
    ips,
    counts: { rows, records: records.length, uniqueIps: ips.length, ipv4, ipv6: ips.length - ipv4 },
  };
}

/** An autonomous system known to be hosting / cloud / data-centre. */
export interface HostingAsnRecord {
  asn: number;
  entity: string;
}

export interface HostingAsnResult {
  records: HostingAsnRecord[];
  counts: { rows: number; records: number; duplicates: number };
}

/**
 * Parses a hosting-ASN CSV `ASN,Entity` (brianhama/bad-asn-list format: optional header, quoted
 * entities, spaces after commas). The ASN may carry an `AS` prefix. Duplicate ASNs keep the first
 * entity. Throws {@link ImportError} on a row without a valid ASN (1 – 4294967295).
 */
export function parseHostingAsnCsv(text: string): HostingAsnResult {
  const kind = 'hosting ASN list';
  const table = parseCsv(text, kind, { comments: true });
  const records: HostingAsnRecord[] = [];
  const seen = new Set<number>();
  let duplicates = 0;
  let rows = 0;
  table.forEach(({ fields: row, line }, i) => {
    const first = (row[0] ?? '').trim();
    if (i === 0 && /^asn?$/i.test(first)) return; // header
    rows++;
    const m = /^(?:AS)?(\d{1,10})$/i.exec(first);
    const asn = m ? Number(m[1]) : NaN;
    if (!m || asn < 1 || asn > 4294967295) {
      throw new ImportError(`not an ASN: ${JSON.stringify(first.slice(0, 40))}`, line, kind);
    }
    if (seen.has(asn)) {
      duplicates++;
      return;
    }
    seen.add(asn);
    records.push({ asn, entity: row.slice(1).join(', ').trim() });
  });
  if (records.length === 0) throw new ImportError('the file holds no ASN', null, kind);
  return { records, counts: { rows, records: records.length, duplicates } };
}
