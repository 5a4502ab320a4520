/**
 * Which addresses a webhook may be delivered to (docs/adr/0022-webhooks.md, SSRF): only public
 * unicast addresses, plus loopback when local receivers are allowed (development and tests). Private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), carrier-grade NAT, multicast, reserved and unspecified addresses are always refused.
 * The rule is checked on the address actually connected to (after DNS), so a name that resolves to
 * an internal address is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address is refused, or null when it may be used. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return `${address} is a ${range} address`;
}

/** Thrown (as the request's error) when the receiver's address is refused. */
export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

/** A `lookup` for node:http that resolves as usual and refuses the addresses above. */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      for (const a of addresses) {
        const why = refusedAddress(a.address, allowLoopback);
        if (why) return callback(new RefusedAddressError(`Refused: ${why}`), '', 0);
      }
      const first = addresses[0];
      if (!first) return callback(new Error(`No address for ${hostname}`), '', 0);
      if (options.all)
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
