/**
 * The IP engine's bench inputs: the npm city and ASN databases, every reputation list of
 * ../shared/data when that folder exists (else none), and random public IPv4 addresses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as IpModule from '../src/ip/index.js';

export const SHARED =
  process.env.PULSE_SHARED_DATA ??
  fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
export const hasShared = existsSync(SHARED);
const read = (p: string) => readFileSync(`${SHARED}/${p}`, 'utf8');

/** Reads every reputation list of the shared data folder with `ip`'s importers ({} without it). */
export function loadIpLists(ip: typeof IpModule): IpModule.IpLists {
  if (!hasShared) return {};
  const dcFiles = [
    'x4bnet/datacenter-ipv4.txt',
    'x4bnet/datacenter-ipv6.txt',
    ...[
      'amazon',
      'google',
      'microsoft',
      'oracle',
      'digitalocean',
      'linode',
      'vultr',
      'cloudflare',
    ].map((p) => `cloud-ranges/${p}-ipv4.txt`),
  ];
  return {
    tor: { entries: ip.parseTorExitCsv(read('ip-reputation/tor/tor-exits.csv')).records },
    vpn: {
      entries: [
        ...ip.parseCidrList(read('ip-reputation/x4bnet/vpn-ipv4.txt')).records,
        ...ip.parseCidrList(read('ip-reputation/x4bnet/vpn-ipv6.txt')).records,
        ...ip.parseCidrList(read('ip-reputation/cloud-ranges/protonvpn-ipv4.txt')).records,
      ],
    },
    proxy: {
      entries: ip.parseCidrList(read('ip-reputation/cloud-ranges/apple-proxy-ipv4.txt')).records,
    },
    datacenter: {
      entries: dcFiles.flatMap((f) => ip.parseCidrList(read(`ip-reputation/${f}`)).records),
    },
    hostingAsns: {
      entries: ip.parseHostingAsnCsv(read('ip-reputation/bad-asn/bad-asn-list.csv')).records,
    },
  };
}

/** A random public IPv4 address (skips the /8s that hold private, loopback, CGNAT and link-local). */
export function randomPublicIPv4(random: () => number = Math.random): string {
  for (;;) {
    const a = 1 + Math.floor(random() * 223);
    if (a === 10 || a === 127 || a === 100 || a === 169 || a === 172 || a === 192) continue;
    return `${a}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`;
  }
}
