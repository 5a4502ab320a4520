import type {
  AddressLookupBody,
  AmlBusinessBody,
  AmlPersonBody,
  BinLookupBody,
  EmailLookupBody,
  IpLookupBody,
  PhoneLookupBody,
} from '@pulse/api-client';
import type { AddressValues } from '../schemas/address-schema';
import type { AmlBusinessValues } from '../schemas/aml-business-schema';
import type { AmlPersonValues } from '../schemas/aml-person-schema';
import type { CurrentLocation } from '../../../lib/location';
import { fuzzyFlag } from '../utils/fuzzy-flag';

// Form values → the JSON body on the wire (spec §7, docs/architecture.md §11 names). Used both for the call and
// for the equivalent curl command, so the two never differ.

const text = (value: string | undefined): string => (value ?? '').trim();

export const emailBody = (values: { email?: string }): EmailLookupBody => ({
  email: text(values.email),
});

export const phoneBody = (values: { phone?: string }): PhoneLookupBody => ({
  phone: text(values.phone),
});

export const ipBody = (values: { ip?: string }): IpLookupBody => ({ ip: text(values.ip) });

export const binBody = (values: { bin?: string }): BinLookupBody => ({ bin: text(values.bin) });

/** Address, country (ISO code) and, when known, the caller's current latitude/longitude. */
export function addressBody(
  values: Partial<AddressValues>,
  location: CurrentLocation | null,
): AddressLookupBody {
  const body: AddressLookupBody = { address: text(values.address), country: text(values.country) };
  if (location) {
    body.latitude = location.latitude;
    body.longitude = location.longitude;
  }
  return body;
}

/** f_name, l_name, dob (ISO), gender and fuzzy_amlp ('2' fuzzy, '1' exact). Empty dob/gender are left out. */
export function amlPersonBody(values: Partial<AmlPersonValues>): AmlPersonBody {
  const body: AmlPersonBody = {
    f_name: text(values.firstName),
    l_name: text(values.lastName),
    fuzzy_amlp: fuzzyFlag(values.fuzzy === true),
  };
  if (text(values.dob)) body.dob = text(values.dob);
  if (text(values.gender)) body.gender = text(values.gender);
  return body;
}

/** company and fuzzy_amlb ('2' fuzzy, '1' exact). */
export const amlBusinessBody = (values: Partial<AmlBusinessValues>): AmlBusinessBody => ({
  company: text(values.company),
  fuzzy_amlb: fuzzyFlag(values.fuzzy === true),
});
