import { describe, expect, it } from 'vitest';
import { checkoutBody } from './checkout-body';

describe('checkoutBody', () => {
  it('sends the service key, single purchase, quantity and the two return pages of this origin', () => {
    expect(checkoutBody('binLookup', 25000, 'https://app.example')).toEqual({
      serviceType: 'binLookup',
      purchaseType: 'single',
      quantity: 25000,
      successUrl: 'https://app.example/payment-success',
      cancelUrl: 'https://app.example/payment-cancel',
    });
  });

  it('sends serviceSubType only for a fraud-engine sub-service', () => {
    expect(checkoutBody('emailLookup', 500, 'o', 'phoneLookup')).not.toHaveProperty(
      'serviceSubType',
    );
    expect(checkoutBody('fraudEngine', 500, 'o', 'phoneLookup')).toMatchObject({
      serviceSubType: 'phoneLookup',
    });
  });
});
