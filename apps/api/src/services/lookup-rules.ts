/**
 * The input rules of the five single lookups (spec §5 texts), shared by the lookups
 * (services/lookups.ts) and the rows of a batch (services/batches/fields.ts), so a row is refused
 * exactly when the single lookup would refuse it, with the same message.
 */
import { isIP } from 'node:net';
import { PHONE_PATTERN } from '@pulse/engines';
import { AppError } from '../lib/errors.js';

export const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** A latitude/longitude as given (number or numeric text); null when absent or not a number. */
export function coordinate(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Spec §5's phone rule: an optional +, then 10 to 15 digits (separators ignored). */
export function checkPhone(phone: string): void {
  if (!PHONE_PATTERN.test(phone.replace(/[\s\-.()]/g, '')))
    throw invalid('Enter a valid phone number');
}

/** Spec §5's BIN rule. @returns the digits (6 to 8) */
export function normaliseBin(raw: string): string {
  const bin = raw.replace(/[\s-]/g, '');
  if (!/^\d{6,8}$/.test(bin))
    throw invalid('Please enter a valid BIN number, it should be a 6 digit number');
  return bin;
}

export interface AddressBodyInput {
  address: string;
  country?: string | undefined;
  latitude?: number | string | null | undefined;
  longitude?: number | string | null | undefined;
}

/** An address lookup's input after spec §5's rules: trimmed, coordinates as numbers or null. */
export interface AddressInput {
  address: string;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Spec §5's IP rule: `ip` or its alias `ipAddress`, a valid IPv4 or IPv6 address.
 * @returns the address, trimmed @throws 400 when missing or not an address
 */
export function normaliseIp(body: {
  ip?: string | null | undefined;
  ipAddress?: string | null | undefined;
}): string {
  const ip = (body.ip ?? body.ipAddress)?.trim();
  if (!ip) throw invalid('IP Address is required');
  // Refused before metering: an address that cannot exist is a client error, never a billed call.
  if (isIP(ip) === 0) throw invalid('Enter a valid IPv4 or IPv6 address');
  return ip;
}

/** Spec §5's address rules. @throws 400 for a coordinate that is not a number in range */
export function addressInput(body: AddressBodyInput): AddressInput {
  const address = body.address.trim();
  const country = body.country?.trim() || null;
  const latitude = coordinate(body.latitude);
  const longitude = coordinate(body.longitude);
  if (
    body.latitude !== undefined &&
    body.latitude !== null &&
    body.latitude !== '' &&
    (latitude === null || Math.abs(latitude) > 90)
  )
    throw invalid('Latitude must be a number between -90 and 90');
  if (
    body.longitude !== undefined &&
    body.longitude !== null &&
    body.longitude !== '' &&
    (longitude === null || Math.abs(longitude) > 180)
  )
    throw invalid('Longitude must be a number between -180 and 180');
  return { address, country, latitude, longitude };
}
