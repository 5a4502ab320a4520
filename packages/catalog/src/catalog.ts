/**
 * The service catalog: for each of the eight services of spec §1/§3, its display name, API path and
 * answer key, usage category, price of a paid call, free calls per month and top-up minimum.
 *
 * This is the one home of these facts: the API seeds its `services` table from it (an operator can
 * edit the stored rows with `cli catalog set`; the API's answers then carry the stored values) and
 * serves its lookup routes at its paths; the dashboard, billing, reports and demo take names, order
 * and prices from it.
 */

/** The service keys, in the order the product lists them (`sortOrder` 1..8). */
export const SERVICE_KEYS = [
  'emailLookup',
  'phoneLookup',
  'ipLookup',
  'addressLookup',
  'binLookup',
  'amlPerson',
  'amlBusiness',
  'fraudEngine',
] as const;

/** One of the eight services. */
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The services the fraud engine combines (spec §6 `fraudEngineServices`): every key but itself. */
export type FraudEngineSubService = Exclude<ServiceKey, 'fraudEngine'>;

/** Usage categories of spec §3 (the dashboard's usage groups). */
export const USAGE_CATEGORIES = ['email_ip_phone', 'address', 'bin', 'aml'] as const;
export type UsageCategory = (typeof USAGE_CATEGORIES)[number];

/** One service of the catalog. */
export interface CatalogEntry {
  key: ServiceKey;
  /** The name every screen and message shows, e.g. "IP Lookup". */
  displayName: string;
  /** Path of the service's POST endpoint under the API base (`/api`), e.g. "/iplookup". */
  path: string;
  /** Key the answer of the service sits under, e.g. "ipPulse". */
  pulseKey: string;
  /** Usage category; null for fraudEngine (none shown). */
  category: UsageCategory | null;
  /** Free calls granted each calendar month. */
  freeCallsPerMonth: number;
  /** Price of one paid call, integer cents (USD). */
  costPerCallCents: number;
  /** Smallest quantity one top-up may buy; null = not sold by top-up (enterprise only). */
  topUpMinimum: number | null;
  /** Display position, 1-based. */
  sortOrder: number;
}

/** The catalog, in display order. */
export const CATALOG = [
  {
    key: 'emailLookup',
    displayName: 'Email Lookup',
    path: '/emaillookup',
    pulseKey: 'emailPulse',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 2,
    topUpMinimum: 500,
    sortOrder: 1,
  },
  {
    key: 'phoneLookup',
    displayName: 'Phone Lookup',
    path: '/phonelookup',
    pulseKey: 'phonePulse',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 3,
    topUpMinimum: 500,
    sortOrder: 2,
  },
  {
    key: 'ipLookup',
    displayName: 'IP Lookup',
    path: '/iplookup',
    pulseKey: 'ipPulse',
    category: 'email_ip_phone',
    freeCallsPerMonth: 100,
    costPerCallCents: 1,
    topUpMinimum: 500,
    sortOrder: 3,
  },
  {
    key: 'addressLookup',
    displayName: 'Address Lookup',
    path: '/addresslookup',
    pulseKey: 'addressPulse',
    category: 'address',
    freeCallsPerMonth: 50,
    costPerCallCents: 5,
    topUpMinimum: 500,
    sortOrder: 4,
  },
  {
    key: 'binLookup',
    displayName: 'BIN Lookup',
    path: '/binlookup',
    pulseKey: 'binPulse',
    category: 'bin',
    freeCallsPerMonth: 500,
    costPerCallCents: 1,
    topUpMinimum: 25000,
    sortOrder: 5,
  },
  {
    key: 'amlPerson',
    displayName: 'Individual AML Screening',
    path: '/amlperson',
    pulseKey: 'individualAMLPulse',
    category: 'aml',
    freeCallsPerMonth: 25,
    costPerCallCents: 20,
    topUpMinimum: 500,
    sortOrder: 6,
  },
  {
    key: 'amlBusiness',
    displayName: 'Business AML Screening',
    path: '/amlbusiness',
    pulseKey: 'businessAMLPulse',
    category: 'aml',
    freeCallsPerMonth: 25,
    costPerCallCents: 20,
    topUpMinimum: 500,
    sortOrder: 7,
  },
  {
    key: 'fraudEngine',
    displayName: 'Fraud Engine',
    path: '/fraud-engine',
    pulseKey: 'fraudEngine',
    category: null,
    freeCallsPerMonth: 0,
    costPerCallCents: 50,
    topUpMinimum: null,
    sortOrder: 8,
  },
] as const satisfies readonly CatalogEntry[];

type Entries = (typeof CATALOG)[number];

/** The catalog entry of each service, by key (exact literal types, so paths and keys stay literal). */
export type CatalogOf<K extends ServiceKey> = Extract<Entries, { key: K }>;

/** The catalog by service key. */
export const CATALOG_BY_KEY = Object.fromEntries(CATALOG.map((e) => [e.key, e])) as {
  readonly [K in ServiceKey]: CatalogOf<K>;
};

/** Answer key of each service, e.g. `PULSE_KEYS.ipLookup === 'ipPulse'`. */
export type PulseKey<K extends ServiceKey = ServiceKey> = CatalogOf<K>['pulseKey'];

/** Path of each service, e.g. `'/iplookup'`. */
export type ServicePath<K extends ServiceKey = ServiceKey> = CatalogOf<K>['path'];

/** True when `value` is one of the eight service keys. */
export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && Object.hasOwn(CATALOG_BY_KEY, value);
}

/** The catalog entry of a service key. */
export function catalogEntry<K extends ServiceKey>(key: K): CatalogOf<K> {
  return CATALOG_BY_KEY[key];
}

/** Display name of a service key, e.g. "emailLookup" → "Email Lookup". */
export function serviceDisplayName(key: ServiceKey): string {
  return CATALOG_BY_KEY[key].displayName;
}

/** True when the service is sold only under an enterprise agreement (no top-up; spec §6). */
export function isEnterpriseOnly(key: ServiceKey): boolean {
  return CATALOG_BY_KEY[key].topUpMinimum === null;
}

/** The enterprise-only services, in display order (today: fraudEngine). */
export const ENTERPRISE_ONLY_SERVICES: readonly ServiceKey[] = CATALOG.filter(
  (e) => e.topUpMinimum === null,
).map((e) => e.key);
