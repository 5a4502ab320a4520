import ipaddr from 'ipaddr.js';

/**
 * True for a dotted-quad IPv4 address or an IPv6 address: what the API accepts (anything else is
 * refused with 400 "Enter a valid IPv4 or IPv6 address"), so the form
 * catches it before submitting.
 */
export function isIpAddress(value: string): boolean {
  const v = value.trim();
  return ipaddr.IPv4.isValidFourPartDecimal(v) || (v.includes(':') && ipaddr.IPv6.isValid(v));
}
