import ipaddr from 'ipaddr.js';

/** A parsed IP address: IPv4 as an unsigned 32-bit number, IPv6 as a 128-bit bigint. */
export type ParsedIp =
  { version: 4; value: number; text: string } | { version: 6; value: bigint; text: string };

/**
 * Fast strict dotted-quad parser (four decimal octets 0–255, no leading zeros, no spaces).
 * Returns the address as an unsigned 32-bit number, or -1 when `s` is not an IPv4 address.
 */
export function parseIPv4(s: string): number {
  const n = s.length;
  if (n < 7 || n > 15) return -1;
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (digits === 0) return -1;
      value = value * 256 + octet;
      octet = 0;
      digits = 0;
      dots++;
      if (dots > 3) return -1;
    } else if (c >= 48 && c <= 57) {
      if (digits === 1 && octet === 0) return -1; // leading zero
      octet = octet * 10 + (c - 48);
      if (octet > 255) return -1;
      digits++;
    } else {
      return -1;
    }
  }
  if (dots !== 3 || digits === 0) return -1;
  return value * 256 + octet;
}

/** Dotted-quad text of an unsigned 32-bit IPv4 value. */
export function formatIPv4(v: number): string {
  return `${(v >>> 24) & 255}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`;
}

/** Converts ipaddr.js IPv6 parts (8 × 16 bits) to a bigint. */
function v6ToBigInt(addr: ipaddr.IPv6): bigint {
  let v = 0n;
  for (const part of addr.parts) v = (v << 16n) | BigInt(part);
  return v;
}

/**
 * Parses an IPv4 or IPv6 address (no zone id, no CIDR suffix). IPv4-mapped IPv6 addresses
 * (`::ffff:a.b.c.d`) are returned as IPv4. Returns null when the text is not an address.
 */
export function parseIp(input: string): ParsedIp | null {
  const s = input.trim();
  const v4 = parseIPv4(s);
  if (v4 >= 0) return { version: 4, value: v4, text: s };
  if (!s.includes(':') || !ipaddr.IPv6.isValid(s) || s.includes('%')) return null;
  const addr = ipaddr.IPv6.parse(s);
  if (addr.isIPv4MappedAddress()) {
    const mapped = addr.toIPv4Address().toString();
    return { version: 4, value: parseIPv4(mapped), text: mapped };
  }
  return { version: 6, value: v6ToBigInt(addr), text: addr.toString() };
}

/** An inclusive address range of one IP version. */
export type IpRange =
  { version: 4; start: number; end: number } | { version: 6; start: bigint; end: bigint };

const V6_MAX = (1n << 128n) - 1n;

/**
 * Parses `a.b.c.d/nn`, `x::/nn` or a bare address (a /32 or /128) into an inclusive range.
 * Host bits set below the prefix are tolerated (the network is taken). Returns null when malformed.
 */
export function parseCidr(input: string): IpRange | null {
  const s = input.trim();
  const slash = s.indexOf('/');
  const addrText = slash < 0 ? s : s.slice(0, slash);
  const ip = parseIp(addrText);
  if (!ip) return null;
  // An IPv4-mapped IPv6 prefix (::ffff:a.b.c.d/nn) is not supported: refuse rather than guess.
  if (ip.version === 4 && addrText.includes(':')) return null;
  const maxBits = ip.version === 4 ? 32 : 128;
  let bits = maxBits;
  if (slash >= 0) {
    const b = s.slice(slash + 1);
    if (!/^\d{1,3}$/.test(b)) return null;
    bits = Number(b);
    if (bits > maxBits) return null;
  }
  if (ip.version === 4) {
    const size = 2 ** (32 - bits);
    const start = Math.floor(ip.value / size) * size;
    return { version: 4, start, end: start + size - 1 };
  }
  const hostBits = BigInt(128 - bits);
  const mask = ((1n << hostBits) - 1n) & V6_MAX;
  const start = ip.value & ~mask & V6_MAX;
  return { version: 6, start, end: start | mask };
}

type SpecialRanges = Record<
  string,
  Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> | [ipaddr.IPv4 | ipaddr.IPv6, number]
>;

/**
 * Every special-purpose range that ipaddr.js knows (anything whose `range()` is not 'unicast'), as
 * inclusive ranges — used to build a fast bogon index.
 */
export function specialRanges(): IpRange[] {
  const out: IpRange[] = [];
  const protos = [ipaddr.IPv4.prototype, ipaddr.IPv6.prototype] as unknown as Array<{
    SpecialRanges: SpecialRanges;
  }>;
  for (const proto of protos) {
    for (const value of Object.values(proto.SpecialRanges)) {
      const list = (Array.isArray(value[0]) ? value : [value]) as Array<
        [ipaddr.IPv4 | ipaddr.IPv6, number]
      >;
      for (const [addr, bits] of list) {
        const r = parseCidr(`${addr.toString()}/${bits}`);
        if (r) out.push(r);
      }
    }
  }
  return out;
}

/**
 * Special-purpose (bogon) classification by ipaddr.js: 'unicast' for ordinary public addresses,
 * otherwise the range name, e.g. 'private' (RFC 1918 / fc00::/7 'uniqueLocal'), 'carrierGradeNat'
 * (RFC 6598), 'loopback', 'linkLocal', 'multicast', 'reserved', 'unspecified', 'broadcast'.
 */
export function specialRange(ip: ParsedIp): string {
  return ipaddr.parse(ip.text).range();
}
