import { CATALOG, CATALOG_BY_KEY, isServiceKey } from '@pulse/catalog';
import type { ServiceKey } from '@pulse/catalog';
import { splitFieldName } from '@pulse/ui';

export { isServiceKey };

/** Display names of the services (@pulse/catalog), in the order the product lists them. */
export const SERVICE_NAMES: Readonly<Record<ServiceKey, string>> = Object.fromEntries(
  CATALOG.map((entry) => [entry.key, entry.displayName]),
) as Record<ServiceKey, string>;

/** The service keys, in the order the product lists them. */
export const SERVICE_KEYS: readonly ServiceKey[] = CATALOG.map((entry) => entry.key);

/** "emailLookup" → "Email Lookup"; an unknown key is split into words; missing → "N/A". */
export function serviceName(key: string | null | undefined): string {
  if (!key) return 'N/A';
  return isServiceKey(key) ? CATALOG_BY_KEY[key].displayName : splitFieldName(key);
}
