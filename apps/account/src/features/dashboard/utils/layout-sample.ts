import type { MonthKey } from '@pulse/ui';
import type { DashboardData } from '../api/types';
import { ZERO_COUNTS } from './outcomes';

/**
 * What the dashboard lays out when it renders ahead of a visit (@pulse/ui `useRenderingAhead`,
 * docs/decisions.md "Front end: a section's first render happens before its click"): the spec's
 * defaults (every count 0, spec §2) in one of each kind of row the loaded panels draw, a service
 * row with its free-usage bar and both kinds of billing entry, so each of their styles is computed
 * once before the click. Never shown: a render ahead is hidden and dropped.
 */
export function layoutSample(month: MonthKey): DashboardData {
  const entry = { month, totalCost: 0, billingDate: `${month}-01` };
  return {
    countDetails: { ...ZERO_COUNTS },
    daily: [],
    services: [
      { service: '', name: '', status: 'Active', free: 0, paid: 0, freeLimit: 1, freeUsed: 0 },
    ],
    billingSummary: { current: entry, historical: [entry] },
  };
}
