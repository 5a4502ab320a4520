import type { ApiKey, GracePeriod } from '@pulse/api-client';

/** The grace periods a roll offers, as the roll dialog lists them. */
export const GRACE_OPTIONS: ReadonlyArray<{ value: GracePeriod; label: string }> = [
  { value: 'none', label: 'None: the old key stops working now' },
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
];

/** The expiry choices of the create dialog, in days (null: never). */
export const EXPIRY_OPTIONS: ReadonlyArray<{ value: string; label: string; days: number | null }> =
  [
    { value: 'never', label: 'Never', days: null },
    { value: '7', label: 'In 7 days', days: 7 },
    { value: '30', label: 'In 30 days', days: 30 },
    { value: '90', label: 'In 90 days', days: 90 },
    { value: '365', label: 'In 1 year', days: 365 },
  ];

/** The ISO expiry of an EXPIRY_OPTIONS value from `now`, or null for never. */
export function expiryFrom(value: string, now: Date): string | null {
  const days = EXPIRY_OPTIONS.find((o) => o.value === value)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** The words of a key's status. */
export const STATUS_LABEL: Record<ApiKey['status'], string> = {
  active: 'Active',
  grace: 'Rolling',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The Chakra palette of a key's status badge. */
export const STATUS_PALETTE: Record<ApiKey['status'], string> = {
  active: 'green',
  grace: 'orange',
  expired: 'gray',
  revoked: 'red',
};

/**
 * What is left of a grace period, e.g. "6d 23h", "23h 59m", "59m 59s", "0s"; to the second below
 * an hour so the countdown visibly moves.
 */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return m > 0 ? `${m}m ${s % 60}s` : `${s % 60}s`;
}

/**
 * The allow-list as typed (commas, spaces or new lines between entries) → its entries. The API
 * validates each one and names a bad entry in its error.
 */
export function parseAllowList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The status of a key at `now`: a grace period that ended since the list loaded reads revoked. */
export function liveStatus(key: ApiKey, now: number): ApiKey['status'] {
  if (key.status === 'grace' && key.graceEndsAt && Date.parse(key.graceEndsAt) <= now)
    return 'revoked';
  if (key.status === 'active' && key.expiresAt && Date.parse(key.expiresAt) <= now)
    return 'expired';
  return key.status;
}
