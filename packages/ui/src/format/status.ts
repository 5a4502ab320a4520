/**
 * Report status display (spec §4): stored statuses are shown through a fixed, case-insensitive table,
 * and each shown label has one Chakra color palette (its "tone").
 */

/** The labels a status can be shown as. */
export type StatusLabel =
  'Declined' | 'Risky' | 'Error' | 'Unknown' | 'Verified' | 'Suspicious' | 'Not Available';

/** Chakra color palette names used for status badges and tiles. */
export type StatusTone = 'green' | 'red' | 'orange' | 'yellow' | 'purple' | 'gray';

const LABELS: Readonly<Record<string, StatusLabel>> = {
  DECLINED: 'Declined',
  RISKY: 'Risky',
  ERROR: 'Error',
  FAILED: 'Error',
  UNKNOWN: 'Unknown',
  VERIFIED: 'Verified',
  PASSED: 'Verified',
  SUSPICIOUS: 'Suspicious',
};

const TONES: Readonly<Record<StatusLabel, StatusTone>> = {
  Verified: 'green',
  Declined: 'red',
  Risky: 'orange',
  Suspicious: 'yellow',
  Error: 'purple',
  Unknown: 'gray',
  'Not Available': 'gray',
};

/** Spec §4 table: DECLINED→Declined, RISKY→Risky, ERROR|FAILED→Error, UNKNOWN→Unknown,
 * VERIFIED|PASSED→Verified, SUSPICIOUS→Suspicious, anything else (incl. null) → "Not Available". */
export function statusLabel(status: string | null | undefined): StatusLabel {
  if (typeof status !== 'string') return 'Not Available';
  return LABELS[status.trim().toUpperCase()] ?? 'Not Available';
}

/** Color palette for a status: Verified green, Declined red, Risky orange, Suspicious yellow,
 * Error purple, Unknown / Not Available gray. */
export function statusTone(status: string | null | undefined): StatusTone {
  return TONES[statusLabel(status)];
}
