/**
 * The service catalog of DESIGN §5 (seeded at first start; editable with `cli catalog set`) and the
 * wire names of each service: its lookup path and the `{pulseKey}` its answer sits under.
 */
import type { ServiceFlag } from './services.js';

export type ServiceKey = ServiceFlag;

export const SERVICE_KEYS = [
  'emailLookup',
  'phoneLookup',
  'ipLookup',
  'addressLookup',
  'binLookup',
  'amlPerson',
  'amlBusiness',
  'fraudEngine',
] as const satisfies readonly ServiceKey[];

export interface CatalogEntry {
  key: ServiceKey;
  displayName: string;
  /** Usage category of spec §3; null for fraudEngine ("none shown"). */
  category: 'email_ip_phone' | 'address' | 'bin' | 'aml' | null;
  freeCallsPerMonth: number;
  /** Integer cents. */
  costPerCallCents: number;
  /** null = not purchasable by top-up (enterprise only). */
  topUpMinimum: number | null;
  sortOrder: number;
}

/** DESIGN §5, in display order. */
export const DEFAULT_CATALOG: readonly CatalogEntry[] = [
  {
    key: 'emailLookup',
    displayName: 'Email Lookup',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 2,
    topUpMinimum: 500,
    sortOrder: 1,
  },
  {
    key: 'phoneLookup',
    displayName: 'Phone Lookup',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 3,
    topUpMinimum: 500,
    sortOrder: 2,
  },
  {
    key: 'ipLookup',
    displayName: 'IP Lookup',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 1,
    topUpMinimum: 500,
    sortOrder: 3,
  },
  {
    key: 'addressLookup',
    displayName: 'Address Lookup',
    category: 'address',
    freeCallsPerMonth: 50,
    costPerCallCents: 5,
    topUpMinimum: 500,
    sortOrder: 4,
  },
  {
    key: 'binLookup',
    displayName: 'BIN Lookup',
    category: 'bin',
    freeCallsPerMonth: 500,
    costPerCallCents: 1,
    topUpMinimum: 25000,
    sortOrder: 5,
  },
  {
    key: 'amlPerson',
    displayName: 'Individual AML Screening',
    category: 'aml',
    freeCallsPerMonth: 25,
    costPerCallCents: 20,
    topUpMinimum: 500,
    sortOrder: 6,
  },
  {
    key: 'amlBusiness',
    displayName: 'Business AML Screening',
    category: 'aml',
    freeCallsPerMonth: 25,
    costPerCallCents: 20,
    topUpMinimum: 500,
    sortOrder: 7,
  },
  {
    key: 'fraudEngine',
    displayName: 'Fraud Engine',
    category: null,
    freeCallsPerMonth: 0,
    costPerCallCents: 50,
    topUpMinimum: null,
    sortOrder: 8,
  },
];

/** The lookups this API serves now, with their path and answer key (docs/api-contract.md). */
export const LOOKUPS = {
  emailLookup: { path: '/emaillookup', pulseKey: 'emailPulse' },
  phoneLookup: { path: '/phonelookup', pulseKey: 'phonePulse' },
  ipLookup: { path: '/iplookup', pulseKey: 'ipPulse' },
  binLookup: { path: '/binlookup', pulseKey: 'binPulse' },
  addressLookup: { path: '/addresslookup', pulseKey: 'addressPulse' },
  amlPerson: { path: '/amlperson', pulseKey: 'individualAMLPulse' },
  amlBusiness: { path: '/amlbusiness', pulseKey: 'businessAMLPulse' },
  fraudEngine: { path: '/fraud-engine', pulseKey: 'fraudEngine' },
} as const;

export type LookupService = keyof typeof LOOKUPS;

/** Catalog fields an operator may set with `cli catalog set <service> <field> <value>`. */
export const EDITABLE_FIELDS = {
  displayName: 'text',
  category: 'text-or-none',
  freeCallsPerMonth: 'count',
  costPerCallCents: 'count',
  topUpMinimum: 'count-or-none',
  sortOrder: 'count',
} as const;

export type EditableField = keyof typeof EDITABLE_FIELDS;

/**
 * Parses an operator's value for a catalog field.
 * @throws Error with a plain message for a bad value
 */
export function parseCatalogValue(field: EditableField, raw: string): string | number | null {
  const kind = EDITABLE_FIELDS[field];
  const none = raw === 'none' || raw === 'null' || raw === '';
  if (kind === 'text') {
    if (!raw.trim()) throw new Error(`${field} cannot be empty`);
    return raw.trim();
  }
  if (kind === 'text-or-none') return none ? null : raw.trim();
  if (kind === 'count-or-none' && none) return null;
  if (!/^\d{1,9}$/.test(raw))
    throw new Error(`${field} must be a whole number >= 0 (got "${raw}")`);
  const n = Number(raw);
  if (field === 'topUpMinimum' && n === 0) throw new Error('topUpMinimum must be > 0 or "none"');
  return n;
}
