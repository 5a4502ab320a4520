import type { PaymentStatus } from '../api/types';

const LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const PALETTES: Record<PaymentStatus, string> = {
  paid: 'green',
  pending: 'orange',
  failed: 'red',
  cancelled: 'gray',
};

/** A payment status as shown ("Paid", ...); an unknown one as "Unknown". */
export function paymentStatusLabel(status: string): string {
  return LABELS[status as PaymentStatus] ?? 'Unknown';
}

export function paymentStatusPalette(status: string): string {
  return PALETTES[status as PaymentStatus] ?? 'gray';
}

/** Statuses after which a payment no longer changes. */
export function isSettled(status: string): boolean {
  return status === 'paid' || status === 'failed' || status === 'cancelled';
}
