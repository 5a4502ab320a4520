/**
 * Quantity rules of the Top Up form (spec §5, §9). The quantity is a number of calls.
 */
import { CATALOG } from '../../../lib/catalog';

/**
 * Keeps what the quantity may hold: digits and at most one decimal point (the first one
 * typed or pasted). Everything else is dropped, so a pasted "1,000 calls" becomes "1000".
 */
export function sanitizeQuantity(raw: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Whether a quantity string is in the accepted shape: digits with an optional decimal point. */
export function isQuantityShape(value: string): boolean {
  return /^\d*\.?\d*$/.test(value);
}

/** The typed quantity as a number; null when empty or just ".". */
export function parseQuantity(value: string | undefined | null): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/\d/.test(trimmed) || !isQuantityShape(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * The whole calls a typed quantity buys: the quantity may hold a decimal point, but calls
 * are bought whole, so "12.5" buys 12 (rounded down: never more than the customer typed). The form
 * shows, prices and sends this one number, so what is shown, charged and sent always agree.
 * @returns null when nothing is typed (or only ".")
 */
export function wholeCalls(value: string | undefined | null): number | null {
  const n = parseQuantity(value);
  return n === null ? null : Math.floor(n);
}

/**
 * The top-up minimum of a service by its display name: the catalog's (@pulse/catalog) for a known
 * service; otherwise spec §9's rule, 25000 for any name containing "bin" (case-insensitive), else 500.
 */
export function minimumFor(serviceName: string): number {
  const known = CATALOG.find((service) => service.name === serviceName)?.minimum;
  if (known !== undefined && known !== null) return known;
  return /bin/i.test(serviceName) ? 25000 : 500;
}

/** Which of the two wordings of the minimum message: the quantity of calls (used here) or an amount. */
export type MinimumWording = 'quantity' | 'amount';

/**
 * The minimum message of spec §5, "Minimum quantity for {Service} is ${min}", where `${min}` is
 * the minimum: a quantity is a number of calls, so it reads "Minimum quantity for Email Lookup is
 * 500 calls" (a `$` there read as dollars); the API refuses with the same text. "Minimum amount
 * for {Service} is ${min}" is the wording for buying by amount, in dollars, which the payments
 * contract does not offer.
 */
export function minimumMessage(serviceName: string, wording: MinimumWording = 'quantity'): string {
  const min = minimumFor(serviceName);
  return wording === 'quantity'
    ? `Minimum quantity for ${serviceName} is ${min} calls`
    : `Minimum amount for ${serviceName} is $${min}`;
}

/** Price of a top-up in integer cents: quantity × cost per call (cents), never floating cents. */
export function priceCents(quantity: number, costPerCallCents: number): number {
  if (!Number.isFinite(quantity) || !Number.isFinite(costPerCallCents) || quantity <= 0) return 0;
  return Math.round(quantity * costPerCallCents);
}
