/**
 * The URL rule of a webhook endpoint (docs/adr/0022-webhooks.md): https, or http only to a
 * loopback host when local receivers are allowed (development and tests); no user name or password
 * in it; at most 2,048 characters; an IP literal must be an allowed address (address-policy.ts).
 * Names are checked again at every delivery, on the address they resolve to.
 */
import { isIP } from 'node:net';
import { AppError } from '../../lib/errors.js';
import { refusedAddress } from './address-policy.js';

export const URL_MAX_LENGTH = 2048;

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** @returns the URL as it will be stored (normalised by WHATWG URL). @throws 400 VALIDATION_ERROR */
export function checkEndpointUrl(raw: string, allowLocal: boolean): string {
  const text = raw.trim();
  if (!text) throw invalid('Enter the URL of your endpoint');
  if (text.length > URL_MAX_LENGTH) throw invalid('The URL must be at most 2048 characters');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('Enter a valid URL, like https://example.com/webhooks');
  }
  const local = LOOPBACK_NAMES.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol === 'http:') {
    if (!(allowLocal && local)) throw invalid('The URL must start with https://');
  } else if (url.protocol !== 'https:') {
    throw invalid('The URL must start with https://');
  }
  if (url.username || url.password)
    throw invalid('The URL must not contain a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && refusedAddress(host, allowLocal))
    throw invalid('The URL must point to a public address');
  if (host === 'localhost' && !allowLocal) throw invalid('The URL must point to a public address');
  url.hash = '';
  return url.toString();
}
