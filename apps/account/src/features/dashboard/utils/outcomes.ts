import type { CountDetails, OutcomeKey } from '../api/types';

export interface Outcome {
  key: OutcomeKey;
  /** Tile title, exactly as spec §2. */
  title: 'VERIFIED' | 'DECLINED' | 'SUSPICIOUS' | 'RISKY';
  /** Human label for legends and the chart's text alternative. */
  label: string;
  /** Semantic color token of @pulse/ui's system (status.*): the tile's count. */
  color: string;
  /** Fill of the outcome's bars, swatches and tile accent: lighter and further apart than `color`. */
  chartColor: string;
}

/** The four tiles, in the spec's order. */
export const OUTCOMES: readonly Outcome[] = [
  {
    key: 'verified',
    title: 'VERIFIED',
    label: 'Verified',
    color: 'status.verified',
    chartColor: 'green.500',
  },
  {
    key: 'declined',
    title: 'DECLINED',
    label: 'Declined',
    color: 'status.declined',
    chartColor: 'red.600',
  },
  {
    key: 'suspicious',
    title: 'SUSPICIOUS',
    label: 'Suspicious',
    color: 'status.suspicious',
    chartColor: 'yellow.400',
  },
  { key: 'risky', title: 'RISKY', label: 'Risky', color: 'status.risky', chartColor: 'orange.400' },
];

/** The CSS variable Chakra emits for a semantic color token ("status.verified" → var(--chakra-colors-status-verified)). */
export function cssColorVar(token: string): string {
  return `var(--chakra-colors-${token.replace(/\./g, '-')})`;
}

/** The reports list filtered by one outcome; the reports remote reads `status` from the query. */
export function reportsLinkFor(outcome: Pick<Outcome, 'title'>): string {
  return `/reports?${new URLSearchParams({ status: outcome.title }).toString()}`;
}

export const ZERO_COUNTS: Readonly<CountDetails> = {
  verified: 0,
  declined: 0,
  suspicious: 0,
  risky: 0,
};
