import type { ServiceKey } from '@pulse/api-client';
import { splitFieldName } from '@pulse/ui';

/** Display names of the services (DESIGN §5 catalog), in the order the product lists them. */
export const SERVICE_NAMES: Readonly<Record<ServiceKey, string>> = {
  emailLookup: 'Email Lookup',
  phoneLookup: 'Phone Lookup',
  ipLookup: 'IP Lookup',
  addressLookup: 'Address Lookup',
  binLookup: 'BIN Lookup',
  amlPerson: 'Individual AML Screening',
  amlBusiness: 'Business AML Screening',
  fraudEngine: 'Fraud Engine',
};

export const SERVICE_KEYS = Object.keys(SERVICE_NAMES) as ServiceKey[];

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && Object.hasOwn(SERVICE_NAMES, value);
}

/** "emailLookup" → "Email Lookup"; an unknown key is split into words; missing → "N/A". */
export function serviceName(key: string | null | undefined): string {
  if (!key) return 'N/A';
  return isServiceKey(key) ? SERVICE_NAMES[key] : splitFieldName(key);
}
