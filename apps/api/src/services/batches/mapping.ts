/**
 * Header → field mapping (docs/adr/0041-batch-input.md "Aliases"): a column maps to a field when
 * its name, ignoring case, spaces, underscores, dashes and dots, is the field's name, the field's
 * label or another reading of it (@pulse/catalog INPUT_FIELD_LABELS), or one of the common aliases
 * below. A mapping is an array aligned with the header: the field of each column, or null.
 */
import { INPUT_FIELD_LABELS } from '@pulse/catalog';
import { type BatchService, serviceFields } from './fields.js';

/** `mapping[i]` is the field of header column i, or null when the column is not used. */
export type Mapping = (string | null)[];

/** Names spreadsheets commonly give a field's column, besides its name and label. */
const COMMON_ALIASES: Readonly<Record<string, readonly string[]>> = {
  email: ['e-mail', 'email address', 'e-mail address', 'mail'],
  phone: ['phone number', 'telephone', 'tel', 'mobile', 'mobile number', 'msisdn'],
  ip: ['ip address', 'ip_address', 'ipaddr'],
  bin: ['iin', 'card bin', 'bin number'],
  address: ['full address', 'street address', 'addr'],
  country: ['country code', 'country_code'],
  latitude: ['lat'],
  longitude: ['lng', 'lon', 'long'],
  f_name: ['first name', 'firstname', 'given name', 'forename'],
  l_name: ['last name', 'lastname', 'surname', 'family name'],
  dob: ['date of birth', 'birth date', 'birthdate', 'birthday'],
  gender: ['sex'],
  fuzzy_amlp: ['fuzzy', 'fuzzy search'],
  fuzzy_amlb: ['fuzzy', 'fuzzy search'],
  company: ['company name', 'business', 'business name', 'organisation', 'organization'],
};

/** A header name reduced for comparison: "E-mail Address" and "email_address" → "emailaddress". */
export const normaliseHeader = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');

/** Every reduced name that means `field`. */
function namesOf(field: string): Set<string> {
  const label = INPUT_FIELD_LABELS[field];
  const names = [field, ...(COMMON_ALIASES[field] ?? [])];
  if (label !== undefined) {
    names.push(label);
    // Other readings with the same label (spec §7): ipAddress, firstName, companyName, ...
    for (const [key, other] of Object.entries(INPUT_FIELD_LABELS))
      if (other === label) names.push(key);
  }
  return new Set(names.map(normaliseHeader));
}

/**
 * The suggested mapping of `header` for `service`. Each field takes the first column that names
 * it; a later column naming the same field, or an unknown column, maps to null.
 */
export function suggestMapping(service: BatchService, header: readonly string[]): Mapping {
  const { fields } = serviceFields(service);
  const known = fields.map((f) => [f, namesOf(f)] as const);
  const taken = new Set<string>();
  return header.map((column) => {
    const name = normaliseHeader(column);
    const hit = known.find(([f, names]) => !taken.has(f) && names.has(name));
    if (!hit) return null;
    taken.add(hit[0]);
    return hit[0];
  });
}

/** The readable name of a field for messages: "Email Address (email)". */
export const fieldTitle = (field: string): string =>
  INPUT_FIELD_LABELS[field] ? `${INPUT_FIELD_LABELS[field]} (${field})` : field;

/**
 * What the header lacks for `service` under `mapping`, as a sentence, or null when nothing.
 */
export function missingColumns(service: BatchService, mapping: Mapping): string | null {
  const { required } = serviceFields(service);
  const mapped = new Set(mapping.filter((f): f is string => f !== null));
  if ('all' in required) {
    const missing = required.all.filter((f) => !mapped.has(f));
    if (missing.length === 0) return null;
    return `the header has no column for ${missing.map(fieldTitle).join(', ')}`;
  }
  if (required.any.some((f) => mapped.has(f))) return null;
  return `the header needs at least one of the columns ${required.any.join(', ')}`;
}
