/** The response of the IP engine (TypeBox schema and its static type). */
import { Type, type Static } from 'typebox';
import { Nullable as N } from '../common/schema.js';

/** The fields of the spec's IP Verification card. `null` = no loaded source knows. */
export const IpResponse = Type.Object({
  ip: Type.String(),
  /** Network operator: the AS organisation name from the ASN table (same source as `organization`). */
  isp: N(Type.String()),
  /** AS number, e.g. 15169. */
  asn: N(Type.Number()),
  /** AS organisation name from the ASN table. */
  organization: N(Type.String()),
  /** Reverse-DNS (PTR) name; null when unresolvable, DNS is unreachable or reverse DNS is off. */
  host: N(Type.String()),
  city: N(Type.String()),
  region: N(Type.String()),
  countryCode: N(Type.String()),
  zip: N(Type.String()),
  /** Degrees, WGS 84. */
  latitude: N(Type.Number()),
  longitude: N(Type.Number()),
  /** IANA zone from the city DB, else derived from latitude/longitude (@photostructure/tz-lookup). */
  timezone: N(Type.String()),
  /** In an imported proxy list (e.g. iCloud Private Relay egress ranges); null when no proxy list is loaded. */
  proxy: N(Type.Boolean()),
  /** In an imported VPN CIDR list; null when none is loaded. */
  vpn: N(Type.Boolean()),
  /** An imported Tor exit address; null when no Tor list is loaded. */
  tor: N(Type.Boolean()),
  /** No offline source: always null. */
  bot: Type.Null(),
  crawler: Type.Null(),
  mobile: Type.Null(),
  recentAbuse: Type.Null(),
  /** Special-purpose, non-routable address (private, loopback, link-local, CGNAT, multicast, reserved…). */
  isBogon: Type.Boolean(),
  /** ipaddr.js range name when `isBogon` (e.g. "private", "loopback"), else null. */
  bogonRange: N(Type.String()),
  /** In an imported data-centre CIDR list or announced by an imported hosting ASN; null when neither is loaded. */
  isHosting: N(Type.Boolean()),
});
export type IpResponse = Static<typeof IpResponse>;
