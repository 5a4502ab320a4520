/**
 * IP engine: geolocation (MaxMind-format city DB), ASN/organisation (sorted range index over the
 * ip-location-db ASN CSVs), bogon classification (ipaddr.js), and Tor / VPN / proxy / data-centre /
 * hosting-ASN flags from imported lists, plus the importers for those lists.
 */
export { createIpEngine } from './engine.js';
export type { IpEngine, IpEngineOptions, IpLists, IpList, IpListEntries } from './engine.js';
export { IpResponse } from './schema.js';
export { loadAsnCsv, loadAsnMmdb } from './asn-db.js';
export type { AsnDb, AsnRecord } from './asn-db.js';
export { loadCityDb } from './city-db.js';
export type { CityDb, CityRecord } from './city-db.js';
export { parseCidrList, parseTorExitCsv, parseHostingAsnCsv } from './importers.js';
export type {
  CidrRecord,
  CidrListResult,
  TorExitRecord,
  TorExitResult,
  HostingAsnRecord,
  HostingAsnResult,
} from './importers.js';
export { parseIp, parseCidr, parseIPv4, formatIPv4, specialRange } from './address.js';
export type { ParsedIp, IpRange } from './address.js';
export { IpRangeSet, IpRangeMap } from './range-index.js';
