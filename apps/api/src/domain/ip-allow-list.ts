/**
 * IP allow-lists of API keys (docs/api-contract.md "API keys"): CIDR parsing and matching with
 * ipaddr.js. An entry is a CIDR (`203.0.113.0/24`, `2001:db8::/32`) or a single address (taken as
 * /32 or /128). IPv4-mapped IPv6 callers (`::ffff:203.0.113.7`) match IPv4 ranges.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Most entries one key may list. */
export const MAX_ALLOWED_CIDRS = 20;

/**
 * The canonical form of an allow-list entry (`203.0.113.0/24`), or null when it is not a valid
 * address or CIDR. The address part must be a plain dotted-quad or IPv6 address: ipaddr.js's
 * lenient IPv4 forms (octal, hex, `127.1`) are refused so what is stored is what the customer meant.
 */
export function normaliseCidr(text: string): string | null {
  const entry = text.trim();
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return null;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  try {
    const [addr, prefix] = bits === undefined ? singleAddress(address) : ipaddr.parseCIDR(entry);
    return `${addr.toString()}/${prefix}`;
  } catch {
    return null;
  }
}

function singleAddress(address: string): Range {
  const addr = ipaddr.parse(address);
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

/** True when `ip` lies in one of the (normalised) entries; false for an unparseable `ip`. */
export function ipAllowed(ip: string, cidrs: readonly string[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return cidrs.some((cidr) => {
    try {
      const range = ipaddr.parseCIDR(cidr);
      return addr.kind() === range[0].kind() && addr.match(range);
    } catch {
      return false;
    }
  });
}
