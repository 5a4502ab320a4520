import tzlookup from '@photostructure/tz-lookup';
import { query, type DnsResolver } from '../common/dns.js';
import { packageSource } from '../common/packages.js';
import { Decision, type EngineResult, type SourceInfo } from '../common/result.js';
import {
  parseCidr,
  parseIp,
  specialRange,
  specialRanges,
  type IpRange,
  type ParsedIp,
} from './address.js';
import type { AsnDb } from './asn-db.js';
import type { CityDb, CityRecord } from './city-db.js';
import type { CidrRecord, HostingAsnRecord, TorExitRecord } from './importers.js';
import { IpRangeSet } from './range-index.js';
import type { IpResponse } from './schema.js';

/** A list of addresses/ranges in any of the importers' record forms, or CIDR/IP strings. */
export type IpListEntries = Iterable<string | IpRange | CidrRecord | TorExitRecord>;

/** One reputation list handed to the engine (records usually come from the API's database). */
export interface IpList {
  entries: IpListEntries;
  /** Where the list came from; defaults to an "imported list" source with unknown version. */
  source?: SourceInfo;
}

export interface IpLists {
  tor?: IpList;
  vpn?: IpList;
  proxy?: IpList;
  /** Data-centre / cloud CIDRs. */
  datacenter?: IpList;
  /** Hosting ASNs: any address announced by one of them is hosting. */
  hostingAsns?: { entries: Iterable<number | HostingAsnRecord>; source?: SourceInfo };
}

export interface IpEngineOptions {
  cityDb?: CityDb | null;
  asnDb?: AsnDb | null;
  lists?: IpLists;
  /** Reverse-DNS resolver; `null` (default) turns reverse DNS off, so `host` is null. */
  resolver?: DnsResolver | null;
  /** Reverse-DNS timeout in ms (default 1000). */
  timeoutMs?: number;
  /**
   * What a missing Tor/VPN/data-centre list does to an otherwise clean address: 'downgrade'
   * (default) makes it SUSPICIOUS because the check could not run; 'note' keeps VERIFIED. The
   * message names the missing lists either way.
   */
  missingLists?: 'downgrade' | 'note';
}

export interface IpEngine {
  lookup(ip: string): Promise<EngineResult<IpResponse>>;
  /** Loaded data sets, for health/status pages. */
  readonly loaded: {
    city: boolean;
    asn: boolean;
    tor: number;
    vpn: number;
    proxy: number;
    datacenter: number;
    hostingAsns: number;
  };
}

function toRange(e: string | IpRange | CidrRecord | TorExitRecord): IpRange | null {
  if (typeof e === 'string') return parseCidr(e);
  if ('range' in e) return e.range;
  if ('ip' in e) return parseCidr(e.ip);
  return e;
}

interface BuiltList {
  set: IpRangeSet;
  source: SourceInfo;
}

function buildList(list: IpList | undefined, name: string): BuiltList | null {
  if (!list) return null;
  const ranges: IpRange[] = [];
  for (const e of list.entries) {
    const r = toRange(e);
    if (r) ranges.push(r);
  }
  return {
    set: new IpRangeSet(ranges),
    source: list.source ?? { name, version: null, licence: 'operator-supplied' },
  };
}

/** Index of every special-purpose range; a hit is then named by ipaddr.js `range()`. */
let bogons: IpRangeSet | null = null;
function bogonRangeOf(ip: ParsedIp): string | null {
  bogons ??= new IpRangeSet(specialRanges());
  if (!bogons.has(ip)) return null;
  const name = specialRange(ip);
  return name === 'unicast' ? null : name;
}

/** Time zones by coordinates (the city DB repeats a bounded set of city coordinates). */
const tzCache = new Map<string, string | null>();
function timezoneAt(lat: number, lon: number): string | null {
  const key = `${lat},${lon}`;
  let tz = tzCache.get(key);
  if (tz === undefined) {
    try {
      tz = tzlookup(lat, lon);
    } catch {
      tz = null;
    }
    if (tzCache.size >= 200_000) tzCache.clear();
    tzCache.set(key, tz);
  }
  return tz;
}

/** The zone of a city record, else by its coordinates; memoised per record (records are shared). */
const tzByRecord = new WeakMap<CityRecord, string | null>();
function timezoneOf(geo: CityRecord): string | null {
  if (geo.timezone) return geo.timezone;
  if (geo.latitude === null || geo.longitude === null) return null;
  let tz = tzByRecord.get(geo);
  if (tz === undefined) {
    tz = timezoneAt(geo.latitude, geo.longitude);
    tzByRecord.set(geo, tz);
  }
  return tz;
}

const TZ_SOURCE = packageSource('@photostructure/tz-lookup', 'CC0-1.0');
const IPADDR_SOURCE = packageSource('ipaddr.js', 'MIT');

/**
 * Creates the IP engine. Decision rules (most severe wins; every fired rule is listed in `reasons`):
 *
 * | rule | status |
 * |---|---|
 * | not an IPv4/IPv6 address | DECLINED |
 * | bogon: special-purpose / non-routable (RFC 1918, RFC 6598, loopback, link-local, multicast, reserved, unspecified…) | DECLINED |
 * | Tor exit (imported list) | RISKY |
 * | VPN (imported CIDR list) | SUSPICIOUS |
 * | proxy (imported CIDR list, e.g. iCloud Private Relay) | SUSPICIOUS |
 * | hosting / data centre (imported CIDR list or hosting ASN) | SUSPICIOUS |
 * | a Tor, VPN or data-centre list is not loaded (with `missingLists: 'downgrade'`) | SUSPICIOUS |
 * | no IP data set at all is loaded | ERROR |
 * | none of the above | VERIFIED |
 *
 * Lookups are synchronous index searches (sorted intervals + binary search); only reverse DNS awaits,
 * under `timeoutMs`, and only when a resolver is given.
 */
export function createIpEngine(options: IpEngineOptions = {}): IpEngine {
  const cityDb = options.cityDb ?? null;
  const asnDb = options.asnDb ?? null;
  const lists = options.lists ?? {};
  const tor = buildList(lists.tor, 'Tor exit list (imported)');
  const vpn = buildList(lists.vpn, 'VPN list (imported)');
  const proxy = buildList(lists.proxy, 'proxy list (imported)');
  const datacenter = buildList(lists.datacenter, 'data-centre list (imported)');
  let hostingAsns: { set: Set<number>; source: SourceInfo } | null = null;
  if (lists.hostingAsns) {
    const set = new Set<number>();
    for (const e of lists.hostingAsns.entries) set.add(typeof e === 'number' ? e : e.asn);
    hostingAsns = {
      set,
      source: lists.hostingAsns.source ?? {
        name: 'hosting ASN list (imported)',
        version: null,
        licence: 'operator-supplied',
      },
    };
  }
  const resolver = options.resolver ?? null;
  const timeoutMs = options.timeoutMs ?? 1000;
  const downgrade = (options.missingLists ?? 'downgrade') === 'downgrade';
  const nothingLoaded = !cityDb && !asnDb && !tor && !vpn && !proxy && !datacenter && !hostingAsns;

  const missing: string[] = [];
  if (!cityDb) missing.push('city database');
  if (!asnDb) missing.push('ASN database');
  if (!tor) missing.push('Tor exit list');
  if (!vpn) missing.push('VPN list');
  if (!datacenter && !hostingAsns) missing.push('data-centre/hosting list');
  const missingChecks = [
    !tor && 'Tor',
    !vpn && 'VPN',
    !datacenter && !hostingAsns && 'hosting',
  ].filter(Boolean);

  const sources: SourceInfo[] = [IPADDR_SOURCE];
  for (const s of [
    cityDb?.source,
    asnDb?.source,
    tor?.source,
    vpn?.source,
    proxy?.source,
    datacenter?.source,
    hostingAsns?.source,
  ]) {
    if (s) sources.push(s);
  }
  if (cityDb) sources.push(TZ_SOURCE);

  function empty(ip: string): IpResponse {
    return {
      ip,
      isp: null,
      asn: null,
      organization: null,
      host: null,
      city: null,
      region: null,
      countryCode: null,
      zip: null,
      latitude: null,
      longitude: null,
      timezone: null,
      proxy: null,
      vpn: null,
      tor: null,
      bot: null,
      crawler: null,
      mobile: null,
      recentAbuse: null,
      isBogon: false,
      bogonRange: null,
      isHosting: null,
    };
  }

  async function reverse(ip: ParsedIp): Promise<string | null> {
    if (!resolver) return null;
    const r = await query(() => resolver.reverse(ip.text), timeoutMs);
    return r.kind === 'ok' ? (r.value[0] ?? null) : null;
  }

  async function lookup(input: string): Promise<EngineResult<IpResponse>> {
    const text = String(input ?? '').trim();
    const ip = parseIp(text);
    const d = new Decision();
    if (nothingLoaded) {
      return {
        status: 'ERROR',
        message: 'IP lookup unavailable: no IP data set is loaded',
        response: empty(text),
        reasons: ['No IP data set is loaded'],
        sources: [],
      };
    }
    if (!ip) {
      d.fire('DECLINED', 'Not a valid IPv4 or IPv6 address');
      return {
        status: d.status,
        message: 'Not a valid IPv4 or IPv6 address',
        response: empty(text),
        reasons: d.reasons,
        sources: [],
      };
    }
    const res = empty(ip.text);
    const range = bogonRangeOf(ip);
    if (range !== null) {
      res.isBogon = true;
      res.bogonRange = range;
      d.fire('DECLINED', `Bogon address (${range}): not routable on the public internet`);
      return {
        status: d.status,
        message: `Bogon address (${range}): not a public internet address`,
        response: res,
        reasons: d.reasons,
        sources: [IPADDR_SOURCE],
      };
    }

    const asn = asnDb?.lookup(ip) ?? null;
    if (asn) {
      res.asn = asn.asn;
      res.organization = asn.organization || null;
      res.isp = res.organization;
    }
    const geo = cityDb?.lookup(ip) ?? null;
    if (geo) {
      res.city = geo.city;
      res.region = geo.region;
      res.countryCode = geo.countryCode;
      res.zip = geo.zip;
      res.latitude = geo.latitude;
      res.longitude = geo.longitude;
      res.timezone = timezoneOf(geo);
    }
    if (tor) res.tor = tor.set.has(ip);
    if (vpn) res.vpn = vpn.set.has(ip);
    if (proxy) res.proxy = proxy.set.has(ip);
    if (datacenter || hostingAsns) {
      const inDc = datacenter ? datacenter.set.has(ip) : false;
      const byAsn = hostingAsns && asn ? hostingAsns.set.has(asn.asn) : false;
      res.isHosting = inDc || byAsn;
      if (inDc) d.fire('SUSPICIOUS', 'Address is in a data-centre / hosting range');
      if (byAsn) d.fire('SUSPICIOUS', `Announced by hosting ASN AS${asn?.asn}`);
    }
    if (res.tor) d.fire('RISKY', 'Address is a Tor exit relay');
    if (res.vpn) d.fire('SUSPICIOUS', 'Address is in a VPN range');
    if (res.proxy) d.fire('SUSPICIOUS', 'Address is in a proxy range');
    if (missingChecks.length > 0) {
      const reason = `${missingChecks.join(', ')} check not run: list not loaded`;
      if (downgrade) d.fire('SUSPICIOUS', reason);
      else d.note(reason);
    }
    // No resolver: no reverse-DNS promise to wait for.
    res.host = resolver ? await reverse(ip) : null;

    const headline =
      d.status === 'VERIFIED'
        ? 'Public address with no risk signal'
        : d.reasons.filter((r) => !r.endsWith('list not loaded')).join('; ') ||
          'Address could not be fully checked';
    const message =
      missing.length > 0 ? `${headline} (not loaded: ${missing.join(', ')})` : headline;
    return { status: d.status, message, response: res, reasons: d.reasons, sources };
  }

  return {
    lookup,
    loaded: {
      city: !!cityDb,
      asn: !!asnDb,
      tor: tor?.set.inputCount ?? 0,
      vpn: vpn?.set.inputCount ?? 0,
      proxy: proxy?.set.inputCount ?? 0,
      datacenter: datacenter?.set.inputCount ?? 0,
      hostingAsns: hostingAsns?.set.size ?? 0,
    },
  };
}
