import type { BillingService } from '@pulse/api-client';
import { formatCount, formatUsd } from '@pulse/ui';

export interface BillingColumn {
  header: string;
  numeric: boolean;
  cell: (service: BillingService) => string;
}

/** The seven columns of spec §2 "Billing", in order; money is integer cents shown as USD. */
export const BILLING_COLUMNS: readonly BillingColumn[] = [
  { header: 'Service', numeric: false, cell: (s) => s.name },
  {
    header: 'Free Calls (Available)',
    numeric: true,
    cell: (s) => formatCount(s.freeCallsAvailable),
  },
  { header: 'Free Calls (Used)', numeric: true, cell: (s) => formatCount(s.freeCallsUsed) },
  {
    header: 'Paid Calls (Available)',
    numeric: true,
    cell: (s) => formatCount(s.paidCallsAvailable),
  },
  { header: 'Paid Calls (Used)', numeric: true, cell: (s) => formatCount(s.paidCallsUsed) },
  { header: 'Cost Per Call', numeric: true, cell: (s) => formatUsd(s.costPerCall) },
  { header: 'Total Service Cost', numeric: true, cell: (s) => formatUsd(s.totalServiceCost) },
];
