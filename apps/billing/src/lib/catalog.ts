import { CATALOG as SERVICES } from '@pulse/catalog';
import type { ServiceKey } from '@pulse/catalog';

/** One service the customer can top up, as the Top Up form shows it (costs in integer cents). */
export interface CatalogService {
  key: ServiceKey;
  name: string;
  /** Cost of one paid call in cents; the billing answer's costPerCall wins when it has the service. */
  costPerCall: number;
  /** Smallest quantity one top-up may buy; null when only sold under an enterprise agreement. */
  minimum: number | null;
}

/**
 * The services of the Top Up list, from the service catalog (@pulse/catalog), in its order. Fraud
 * Engine is listed: selecting it opens the enterprise dialog (spec §6) and it can never be bought here.
 */
export const CATALOG: readonly CatalogService[] = SERVICES.map((service) => ({
  key: service.key,
  name: service.displayName,
  costPerCall: service.costPerCallCents,
  minimum: service.topUpMinimum,
}));

/** Enterprise-only service: selecting it opens the dialog and blocks Top Up. */
export const ENTERPRISE_SERVICE: ServiceKey = 'fraudEngine';

/** What the selection resets to after "View Pricing". */
export const DEFAULT_AFTER_ENTERPRISE: ServiceKey = 'addressLookup';

/** The external pricing page "View Pricing" opens in a new tab. */
export const PRICING_URL = 'https://www.pulse-verify.com/pricing';

/** The Top Up entry of a service key; undefined for anything else. */
export function catalogService(key: string): CatalogService | undefined {
  return CATALOG.find((service) => service.key === key);
}
