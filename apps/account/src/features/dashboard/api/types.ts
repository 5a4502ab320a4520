/**
 * The dashboard's own view of its three reads (spec §3 "Dashboard state"):
 * what the panels render, after utils/normalize.ts has defaulted missing counts to 0 and missing
 * lists to [] (the wire types are @pulse/api-client's, generated from the API's OpenAPI document).
 */

/** The four report outcomes the dashboard counts (ERROR is not one of them). */
export type OutcomeKey = 'verified' | 'declined' | 'suspicious' | 'risky';

export type CountDetails = Record<OutcomeKey, number>;

/** One day of the chosen month, 'YYYY-MM-DD', with its count per outcome. */
export interface DailyCounts extends CountDetails {
  date: string;
}

export interface ServiceSummary {
  /** Service key (emailLookup, ...); may be empty when the API leaves it out. */
  service: string;
  name: string;
  /** "Active" or "Inactive". */
  status: string;
  /** Free calls left this month. */
  free: number;
  /** Purchased calls available. */
  paid: number;
  /** Free calls per month; null when the API does not say. */
  freeLimit: number | null;
  /** Free calls used this month; null when the API does not say. */
  freeUsed: number | null;
}

export interface BillingEntry {
  /** 'YYYY-MM' of the billed month; null when the API does not say. */
  month: string | null;
  /** Integer cents. */
  totalCost: number;
  /** 'YYYY-MM-DD' (or an ISO timestamp). */
  billingDate: string;
}

export interface BillingSummary {
  current: BillingEntry | null;
  historical: BillingEntry[];
}

/** Everything one dashboard load produces. */
export interface DashboardData {
  countDetails: CountDetails;
  daily: DailyCounts[];
  services: ServiceSummary[];
  /** Null for a member whose role may not read billing (the panel is not shown). */
  billingSummary: BillingSummary | null;
}
