import type { FraudEngineBody } from '@pulse/api-client';
import type { CurrentLocation } from '../../../lib/location';
import { enabledValues } from '../schemas/fraud-engine-schema';
import type { FraudEngineField, FraudEngineValues } from '../schemas/fraud-engine-values';
import type { EnabledFields } from '../utils/field-access';

/** Form field → wire name of POST /fraud-engine (spec §7, docs/architecture.md §11). */
const WIRE_NAMES: Readonly<Record<FraudEngineField, keyof FraudEngineBody>> = {
  firstName: 'f_name',
  lastName: 'l_name',
  dob: 'dob',
  gender: 'gender',
  company: 'company',
  email: 'email',
  ip: 'ip',
  phone: 'phone',
  bin: 'bin',
  address: 'address',
  country: 'country',
};

/**
 * The combined body: every enabled, non-empty field under its wire name, plus latitude/longitude
 * when an address is given and the caller's location is known.
 */
export function fraudEngineBody(
  values: Partial<FraudEngineValues>,
  enabled: EnabledFields,
  location: CurrentLocation | null,
): FraudEngineBody {
  const body: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(enabledValues(values, enabled)) as [
    FraudEngineField,
    string,
  ][]) {
    const trimmed = value.trim();
    if (trimmed !== '') body[WIRE_NAMES[field]] = trimmed;
  }
  if (body.address !== undefined && location) {
    body.latitude = location.latitude;
    body.longitude = location.longitude;
  }
  return body as FraudEngineBody;
}

/** True when the combined body carries an address (the caller's location is then sent too). */
export const hasAddress = (values: Partial<FraudEngineValues>, enabled: EnabledFields): boolean =>
  enabled.address && (values.address ?? '').trim() !== '';
