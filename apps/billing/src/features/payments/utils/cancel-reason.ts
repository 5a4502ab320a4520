/**
 * The `reason` of the payment-cancel page (spec §2) in words. The payment provider and the API send
 * machine codes (Stripe's decline codes, the checkout's own outcomes); a customer should read what
 * happened, with the code kept as a detail for support. Free text is shown as it is.
 */
const WORDS: Readonly<Record<string, string>> = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  processing_error: 'An error occurred while processing your card. Try again in a moment.',
  payment_failed: 'The payment failed.',
  cancelled: 'You cancelled the payment.',
  expired: 'The checkout expired before the payment was made.',
};

/** A reason as shown: `text` in words, `code` when the reason was a machine code. */
export interface CancelReason {
  text: string;
  code: string | null;
}

const CODE = /^[a-z][a-z0-9_]*$/;

/** "card_declined" → { text: "Your card was declined.", code: "card_declined" }. */
export function describeCancelReason(reason: string): CancelReason {
  const trimmed = reason.trim();
  const known = WORDS[trimmed];
  if (known) return { text: known, code: trimmed };
  if (CODE.test(trimmed)) {
    const words = trimmed.replace(/_/g, ' ');
    return { text: `${words.charAt(0).toUpperCase()}${words.slice(1)}.`, code: trimmed };
  }
  return { text: trimmed, code: null };
}
