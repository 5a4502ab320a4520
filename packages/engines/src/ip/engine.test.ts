import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DnsResolver } from '../common/dns.js';
import { loadAsnCsv, type AsnDb } from './asn-db.js';
import { loadCityDb, type CityDb } from './city-db.js';
import { createIpEngine, type IpEngine } from './engine.js';
import { parseCidrList, parseHostingAsnCsv, parseTorExitCsv } from './importers.js';

const SHARED =
  process.env.PULSE_SHARED_DATA ??
  fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const hasShared = existsSync(SHARED);
const read = (p: string) => readFileSync(`${SHARED}/${p}`, 'utf8');
if (!hasShared) console.warn(`[skip] IP engine tests on real lists: ${SHARED} not found`);

const noDns: DnsResolver = {
  resolveMx: () => Promise.reject(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
  resolveTxt: () => Promise.reject(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
  reverse: () => Promise.reject(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
};

// The npm data packages are loaded once for the file (~1 s).
let asnDb: AsnDb;
let cityDb: CityDb;
beforeAll(() => {
  asnDb = loadAsnCsv();
  cityDb = loadCityDb();
});

describe('IP engine on the npm ASN and city databases', () => {
  it('8.8.8.8 is AS15169 Google, geolocated in the US', async () => {
    const eng = createIpEngine({ asnDb, cityDb, missingLists: 'note' });
    const r = await eng.lookup('8.8.8.8');
    expect(r.response.asn).toBe(15169);
    expect(r.response.organization).toMatch(/Google/);
    expect(r.response.isp).toBe(r.response.organization);
    expect(r.response.countryCode).toBe('US');
    expect(r.response.latitude).toEqual(expect.any(Number));
    expect(r.response.timezone).toMatch(/^America\//);
    expect(r.status).toBe('VERIFIED'); // no lists loaded and 'note' policy
    expect(r.message).toMatch(/not loaded: Tor exit list, VPN list, data-centre\/hosting list/);
    expect(r.response.tor).toBeNull();
    expect(r.response.vpn).toBeNull();
    expect(r.response.isHosting).toBeNull();
    expect(r.response.bot).toBeNull();
    expect(r.sources.map((s) => s.name)).toContain('@ip-location-db/asn');
  });
  it('looks up IPv6 (2001:4860:4860::8888 is Google)', async () => {
    const r = await createIpEngine({ asnDb, cityDb }).lookup('2001:4860:4860::8888');
    expect(r.response.asn).toBe(15169);
  });
  it('downgrades a clean address to SUSPICIOUS when reputation lists are missing (default policy)', async () => {
    const r = await createIpEngine({ asnDb, cityDb }).lookup('81.2.69.160');
    expect(r.status).toBe('SUSPICIOUS');
    expect(r.reasons.join()).toMatch(/Tor, VPN, hosting check not run/);
  });
  it('declines bogons without looking them up', async () => {
    const eng = createIpEngine({ asnDb, cityDb });
    for (const [ip, range] of [
      ['10.1.2.3', 'private'],
      ['192.168.0.1', 'private'],
      ['172.16.5.4', 'private'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['127.0.0.1', 'loopback'],
      ['169.254.1.1', 'linkLocal'],
      ['224.0.0.1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['240.0.0.1', 'reserved'],
      ['::1', 'loopback'],
      ['fe80::1', 'linkLocal'],
      ['fd00::1', 'uniqueLocal'],
    ] as const) {
      const r = await eng.lookup(ip);
      expect(r.status, ip).toBe('DECLINED');
      expect(r.response.isBogon, ip).toBe(true);
      expect(r.response.bogonRange, ip).toBe(range);
      expect(r.response.asn, ip).toBeNull();
    }
    expect((await eng.lookup('8.8.4.4')).response.isBogon).toBe(false);
  });
  it('declines text that is not an address', async () => {
    const r = await createIpEngine({ asnDb }).lookup('999.1.1.1');
    expect(r.status).toBe('DECLINED');
    expect(r.message).toBe('Not a valid IPv4 or IPv6 address');
  });
});

describe('IP engine without data', () => {
  it('is an ERROR when nothing is loaded', async () => {
    const r = await createIpEngine().lookup('8.8.8.8');
    expect(r.status).toBe('ERROR');
    expect(r.message).toMatch(/no IP data set is loaded/);
  });
  it('uses small in-memory lists and the documented severities', async () => {
    const eng = createIpEngine({
      lists: {
        tor: { entries: ['198.51.100.7'] },
        vpn: { entries: ['203.0.113.0/24'] },
        proxy: { entries: ['192.0.2.0/24'] },
        datacenter: { entries: [] },
      },
    });
    // documentation ranges are bogons: use public space instead
    const eng2 = createIpEngine({
      lists: {
        tor: { entries: ['5.5.5.5'] },
        vpn: { entries: ['6.6.6.0/24'] },
        proxy: { entries: ['7.7.7.0/24'] },
        datacenter: { entries: ['9.9.9.0/24'] },
      },
    });
    expect((await eng.lookup('203.0.113.9')).status).toBe('DECLINED');
    expect((await eng2.lookup('5.5.5.5')).status).toBe('RISKY');
    expect((await eng2.lookup('6.6.6.6')).status).toBe('SUSPICIOUS');
    expect((await eng2.lookup('6.6.6.6')).response.vpn).toBe(true);
    expect((await eng2.lookup('7.7.7.7')).response.proxy).toBe(true);
    expect((await eng2.lookup('9.9.9.9')).response.isHosting).toBe(true);
    const clean = await eng2.lookup('11.11.11.11');
    expect(clean.status).toBe('VERIFIED');
    expect(clean.response).toMatchObject({
      tor: false,
      vpn: false,
      proxy: false,
      isHosting: false,
      asn: null,
      city: null,
    });
  });
  it('reverse-resolves the host through the injected resolver, null when it fails', async () => {
    const lists = { tor: { entries: [] }, vpn: { entries: [] }, datacenter: { entries: [] } };
    const ok = createIpEngine({
      lists,
      resolver: { ...noDns, reverse: async () => ['dns.google'] },
    });
    expect((await ok.lookup('8.8.8.8')).response.host).toBe('dns.google');
    const down = createIpEngine({ lists, resolver: noDns });
    expect((await down.lookup('8.8.8.8')).response.host).toBeNull();
    const slow = createIpEngine({
      lists,
      resolver: { ...noDns, reverse: () => new Promise(() => {}) },
      timeoutMs: 30,
    });
    const t = Date.now();
    expect((await slow.lookup('8.8.8.8')).response.host).toBeNull();
    expect(Date.now() - t).toBeLessThan(1000);
  });
});

describe.skipIf(!hasShared)('IP engine with the real lists of ../shared/data', () => {
  let eng: IpEngine;
  let torIp: string;
  let awsIp: string;
  let vpnIp: string;
  beforeAll(() => {
    const tor = parseTorExitCsv(read('ip-reputation/tor/tor-exits.csv'));
    const vpn = parseCidrList(
      read('ip-reputation/x4bnet/vpn-ipv4.txt') + '\n' + read('ip-reputation/x4bnet/vpn-ipv6.txt'),
    );
    const aws = parseCidrList(read('ip-reputation/cloud-ranges/amazon-ipv4.txt'));
    const dc = parseCidrList(read('ip-reputation/x4bnet/datacenter-ipv4.txt'));
    const asns = parseHostingAsnCsv(read('ip-reputation/bad-asn/bad-asn-list.csv'));
    eng = createIpEngine({
      asnDb,
      cityDb,
      lists: {
        tor: { entries: tor.records },
        vpn: { entries: vpn.records },
        datacenter: { entries: [...aws.records, ...dc.records] },
        hostingAsns: { entries: asns.records },
      },
    });
    torIp = tor.ips.find((ip) => !ip.includes(':')) as string;
    const awsRange = aws.records[0]?.range;
    if (awsRange?.version !== 4) throw new Error('unexpected');
    awsIp = `${(awsRange.start >>> 24) & 255}.${(awsRange.start >>> 16) & 255}.${(awsRange.start >>> 8) & 255}.${(awsRange.start & 255) + 1}`;
    const v = vpn.records.find((r) => r.version === 4)?.cidr as string;
    vpnIp = v.replace(/\.0\/\d+$/, '.1');
  });
  it('flags a Tor exit from tor-exits.csv as RISKY', async () => {
    const r = await eng.lookup(torIp);
    expect(r.response.tor).toBe(true);
    expect(r.status).toBe('RISKY');
    expect(r.reasons).toContain('Address is a Tor exit relay');
  });
  it('flags an AWS address as hosting', async () => {
    const r = await eng.lookup(awsIp);
    expect(r.response.isHosting).toBe(true);
    expect(r.status).toBe('SUSPICIOUS');
  });
  it('flags an address in a VPN CIDR', async () => {
    const r = await eng.lookup(vpnIp);
    expect(r.response.vpn).toBe(true);
    expect(r.reasons).toContain('Address is in a VPN range');
  });
  it('8.8.8.8 is AS15169 and hosting (Google is a hosting ASN)', async () => {
    const r = await eng.lookup('8.8.8.8');
    expect(r.response.asn).toBe(15169);
    expect(r.response.tor).toBe(false);
    expect(r.response.vpn).toBe(false);
  });
  it('a residential UK address passes', async () => {
    const r = await eng.lookup('81.2.69.160');
    expect(r.response.countryCode).toBe('GB');
    expect(r.response.isHosting).toBe(false);
    expect(r.status).toBe('VERIFIED');
    expect(r.message).toBe('Public address with no risk signal');
  });
});
