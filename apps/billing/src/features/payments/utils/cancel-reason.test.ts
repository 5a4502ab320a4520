import { describe, expect, it } from 'vitest';
import { describeCancelReason } from './cancel-reason';

describe('describeCancelReason', () => {
  it('puts the codes of a declined card in words and keeps the code', () => {
    expect(describeCancelReason('card_declined')).toEqual({
      text: 'Your card was declined.',
      code: 'card_declined',
    });
    expect(describeCancelReason('insufficient_funds').text).toBe(
      'Your card has insufficient funds.',
    );
    expect(describeCancelReason('cancelled').text).toBe('You cancelled the payment.');
  });

  it('spells out an unknown code and shows free text as it is', () => {
    expect(describeCancelReason('do_not_honor')).toEqual({
      text: 'Do not honor.',
      code: 'do_not_honor',
    });
    expect(describeCancelReason('Your card was declined.')).toEqual({
      text: 'Your card was declined.',
      code: null,
    });
  });
});
