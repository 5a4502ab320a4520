import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../common/errors.js';
import { parseCidrList, parseHostingAsnCsv, parseTorExitCsv } from './importers.js';

/** ../shared/data beside the repository (tests only; the product never reads it). */
const SHARED =
  process.env.PULSE_SHARED_DATA ??
  fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const hasShared = existsSync(SHARED);
const read = (p: string) => readFileSync(`${SHARED}/${p}`, 'utf8');
if (!hasShared) console.warn(`[skip] real-data import tests: ${SHARED} not found`);

function thrown(f: () => unknown): ImportError {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('parseCidrList', () => {
  it('reads CIDRs, bare addresses and comments', () => {
    const out = parseCidrList(
      '# header\n10.0.0.0/8\n\n192.168.1.7   # trailing comment\n2001:db8::/32\n1.2.3.4/24\n',
    );
    expect(out.records.map((r) => r.cidr)).toEqual([
      '10.0.0.0/8',
      '192.168.1.7/32',
      '2001:db8::/32',
      '1.2.3.0/24',
    ]);
    expect(out.counts).toMatchObject({ records: 4, ipv4: 3, ipv6: 1 });
  });
  it('refuses a malformed line with its line number', () => {
    const e = thrown(() => parseCidrList('10.0.0.0/8\n10.0.0.0/33\n'));
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/line 2/);
    expect(thrown(() => parseCidrList('1.1.1.1\nhello world\n')).line).toBe(2);
    expect(thrown(() => parseCidrList('# only comments\n')).line).toBeNull();
  });
  it.skipIf(!hasShared)('parses the real X4BNet VPN and cloud range lists', () => {
    const vpn = parseCidrList(read('ip-reputation/x4bnet/vpn-ipv4.txt'));
    expect(vpn.counts.ipv4).toBe(10862);
    const vpn6 = parseCidrList(read('ip-reputation/x4bnet/vpn-ipv6.txt'));
    expect(vpn6.counts.ipv6).toBe(498);
    const dc = parseCidrList(read('ip-reputation/x4bnet/datacenter-ipv4.txt'));
    expect(dc.counts.records).toBe(42566);
    const aws = parseCidrList(read('ip-reputation/cloud-ranges/amazon-ipv4.txt'));
    expect(aws.counts.records).toBe(1752);
  });
});

describe('parseTorExitCsv', () => {
  it('reads the fingerprint, ipaddr, port CSV (spaces after commas)', () => {
    const out = parseTorExitCsv(
      'fingerprint, ipaddr, port\nAAA, 1.2.3.4, 443\nAAA, 2001:db8::1, 9001\nBBB, 1.2.3.4, 80\n',
    );
    expect(out.records).toHaveLength(3);
    expect(out.ips).toEqual(['1.2.3.4', '2001:db8::1']);
    expect(out.records[0]).toEqual({ ip: '1.2.3.4', version: 4, fingerprint: 'AAA', port: 443 });
  });
  it('reads a plain exit list', () => {
    expect(parseTorExitCsv('# torbulkexitlist\n1.2.3.4\n5.6.7.8\n').ips).toEqual([
      '1.2.3.4',
      '5.6.7.8',
    ]);
  });
  it('refuses bad rows with line numbers', () => {
    expect(
      thrown(() =>
        parseTorExitCsv('fingerprint, ipaddr, port\nAAA, 1.2.3.4, 443\nBBB, not-an-ip, 80\n'),
      ).line,
    ).toBe(3);
    expect(thrown(() => parseTorExitCsv('fingerprint, port\nAAA, 1\n')).line).toBe(1);
    expect(thrown(() => parseTorExitCsv('fingerprint, ipaddr, port\nAAA, 1.2.3.4\n')).line).toBe(2);
  });
  it.skipIf(!hasShared)('parses the real Onionoo exit snapshot', () => {
    const out = parseTorExitCsv(read('ip-reputation/tor/tor-exits.csv'));
    expect(out.counts).toEqual({
      rows: 5933,
      records: 5933,
      uniqueIps: 2277,
      ipv4: 1363,
      ipv6: 914,
    });
  });
});

describe('parseHostingAsnCsv', () => {
  it('handles quoted entities, spaces after commas and AS prefixes', () => {
    const out = parseHostingAsnCsv(
      'ASN,Entity\n198375,"INULOGIC SARL, FR"\n51447, "RootLayer Web Services Ltd, NL"\nAS3223,VOXILITY\n3223,dup\n',
    );
    expect(out.records).toEqual([
      { asn: 198375, entity: 'INULOGIC SARL, FR' },
      { asn: 51447, entity: 'RootLayer Web Services Ltd, NL' },
      { asn: 3223, entity: 'VOXILITY' },
    ]);
    expect(out.counts.duplicates).toBe(1);
  });
  it('refuses malformed rows', () => {
    expect(thrown(() => parseHostingAsnCsv('ASN,Entity\n123,ok\nabc,bad\n')).line).toBe(3);
    expect(thrown(() => parseHostingAsnCsv('ASN,Entity\n123,"unclosed\n')).message).toMatch(
      /malformed CSV/,
    );
  });
  it.skipIf(!hasShared)('parses the real bad-asn list', () => {
    const out = parseHostingAsnCsv(read('ip-reputation/bad-asn/bad-asn-list.csv'));
    expect(out.counts.rows).toBe(742);
    expect(out.records.find((r) => r.asn === 51447)?.entity).toBe('RootLayer Web Services Ltd, NL');
    expect(out.records.some((r) => r.asn === 16509)).toBe(true); // Amazon
  });
});
