/** The words the monitoring screens use for the contract's codes. */
import type {
  MonitoredKind,
  MonitoredOrigin,
  MonitoredDecision,
  MonitoringAlertKind,
} from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { formatCount } from '@pulse/ui';

/** The price of monitoring as the product decided it: the first screen is a normal AML report. */
export const MONITORING_PRICE_TEXT =
  'Adding a subject uses one AML call. Re-screens after list updates are included.';

export const ALERT_KIND_LABELS: Record<MonitoringAlertKind, string> = {
  new_match: 'New match',
  changed_match: 'Changed match',
  match_ended: 'Match ended',
};

export const ALERT_KIND_PALETTE: Record<MonitoringAlertKind, string> = {
  new_match: 'red',
  changed_match: 'orange',
  match_ended: 'green',
};

export const KIND_LABELS: Record<MonitoredKind, string> = {
  person: 'Person',
  business: 'Business',
};

export const ORIGIN_LABELS: Record<MonitoredOrigin, string> = {
  report: 'Report',
  batch: 'Batch',
  api: 'Added by hand or API',
};

/** The decisions in the order the filter offers them. */
export const DECISIONS = [
  'VERIFIED',
  'SUSPICIOUS',
  'RISKY',
  'DECLINED',
  'ERROR',
] as const satisfies readonly MonitoredDecision[];

export const DECISION_LABELS: Record<MonitoredDecision, string> = {
  VERIFIED: 'Verified',
  SUSPICIOUS: 'Suspicious',
  RISKY: 'Risky',
  DECLINED: 'Declined',
  ERROR: 'Error',
};

export const DECISION_PALETTE: Record<MonitoredDecision, string> = {
  VERIFIED: 'green',
  SUSPICIOUS: 'orange',
  RISKY: 'orange',
  DECLINED: 'red',
  ERROR: 'gray',
};

/** "1 subject" / "1,000 subjects". */
export function subjectsText(n: number): string {
  return n === 1 ? '1 subject' : `${formatCount(n)} subjects`;
}

/** "3 subjects added, 1 already monitored": the answer to a batch's rows. */
export function addedText(added: number, alreadyMonitored: number): string {
  return `${subjectsText(added)} added, ${formatCount(alreadyMonitored)} already monitored`;
}

/**
 * Whether `role` may add and stop subjects (the monitoring contract: owner, admin and developer;
 * viewers and analysts read only, and the API answers 403 to their writes). A session without a
 * role was stored before roles existed, when every account was its owner.
 */
export function mayMonitor(role: MemberRole | undefined): boolean {
  const r = role ?? 'owner';
  return r === 'owner' || r === 'admin' || r === 'developer';
}
