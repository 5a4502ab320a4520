import { EmptyState } from '@pulse/ui';

/** Spec §2: missing data in a service card shows "No records available". */
export function NoRecords() {
  return <EmptyState text="No records available" py="6" />;
}
