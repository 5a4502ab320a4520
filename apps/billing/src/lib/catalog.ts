import type { ServiceKey } from '@pulse/api-client';

/** One service the customer can top up (DESIGN §5 catalog; costs in integer cents). */
export interface CatalogService {
  key: ServiceKey;
  name: string;
  /** Cost of one paid call in cents; the billing answer's costPerCall wins when it has the service. */
  costPerCall: number;
}

/**
 * The services of the Top Up list, in the order of the DESIGN §5 catalog. Fraud Engine is listed: selecting it
 * opens the enterprise dialog (spec §6) and it can never be bought here.
 */
export const CATALOG: readonly CatalogService[] = [
  { key: 'emailLookup', name: 'Email Lookup', costPerCall: 2 },
  { key: 'phoneLookup', name: 'Phone Lookup', costPerCall: 3 },
  { key: 'ipLookup', name: 'IP Lookup', costPerCall: 1 },
  { key: 'addressLookup', name: 'Address Lookup', costPerCall: 5 },
  { key: 'binLookup', name: 'BIN Lookup', costPerCall: 1 },
  { key: 'amlPerson', name: 'Individual AML Screening', costPerCall: 20 },
  { key: 'amlBusiness', name: 'Business AML Screening', costPerCall: 20 },
  { key: 'fraudEngine', name: 'Fraud Engine', costPerCall: 50 },
];

/** Enterprise-only service (spec §6): selecting it opens the dialog and blocks Top Up. */
export const ENTERPRISE_SERVICE: ServiceKey = 'fraudEngine';

/** What the selection resets to after "View Pricing" (spec §6). */
export const DEFAULT_AFTER_ENTERPRISE: ServiceKey = 'addressLookup';

/** The external pricing page "View Pricing" opens in a new tab. */
export const PRICING_URL = 'https://www.pulse-verify.com/pricing';

export function catalogService(key: string): CatalogService | undefined {
  return CATALOG.find((service) => service.key === key);
}
