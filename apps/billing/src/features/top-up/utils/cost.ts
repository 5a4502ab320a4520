import type { BillingService } from '@pulse/api-client';
import type { CatalogService } from '../../../lib/catalog';

/**
 * Cost per call (cents) of a catalog service: the month's billing answer when it lists the service
 * (the catalog is configurable on the server), else the docs/architecture.md §5 catalog price.
 */
export function costPerCallOf(
  service: CatalogService,
  billed: readonly BillingService[] = [],
): number {
  const match = billed.find((s) => s.id === service.key || s.name === service.name);
  return match && Number.isFinite(match.costPerCall) && match.costPerCall > 0
    ? match.costPerCall
    : service.costPerCall;
}
