/** Money and count display (spec §9): USD in en-US with exactly two decimals; counts default to 0. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer cents → "$1,234.50". A missing or non-finite amount shows "N/A". */
export function formatUsd(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return 'N/A';
  return usd.format(Math.round(cents) / 100);
}

/** A count with en-US grouping ("1,234"); missing or non-finite counts show "0" (spec: counts default to 0). */
export function formatCount(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '0';
  return count.format(n);
}
