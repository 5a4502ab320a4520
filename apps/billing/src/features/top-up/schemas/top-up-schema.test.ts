import { describe, expect, it } from 'vitest';
import { validateWith } from '@pulse/forms';
import { INVALID_QUANTITY_MESSAGE, topUpSchema } from './top-up-schema';
import type { TopUpValues } from './top-up-schema';

const validate = validateWith<TopUpValues>(topUpSchema);

describe('topUpSchema', () => {
  it('applies the BIN minimum of 25000 and 500 to the others', () => {
    expect(validate({ service: 'binLookup', quantity: '24999' })).toEqual({
      quantity: 'Minimum quantity for BIN Lookup is 25000 calls',
    });
    expect(validate({ service: 'binLookup', quantity: '25000' })).toEqual({});
    expect(validate({ service: 'amlPerson', quantity: '499' })).toEqual({
      quantity: 'Minimum quantity for Individual AML Screening is 500 calls',
    });
    expect(validate({ service: 'emailLookup', quantity: '500' })).toEqual({});
  });

  it('applies no minimum before a service is chosen, and a missing field is not a field error', () => {
    expect(validate({ service: '', quantity: '5' })).toEqual({});
    expect(validate({ service: 'emailLookup', quantity: '' })).toEqual({});
  });

  it('accepts a decimal point (spec §5), checks the whole calls it buys, refuses a lone point', () => {
    expect(validate({ service: 'emailLookup', quantity: '600.5' })).toEqual({});
    expect(validate({ service: 'emailLookup', quantity: '499.9' })).toEqual({
      quantity: 'Minimum quantity for Email Lookup is 500 calls',
    });
    expect(validate({ service: 'emailLookup', quantity: '600.' })).toEqual({});
    expect(validate({ service: 'emailLookup', quantity: '.' })).toEqual({
      quantity: INVALID_QUANTITY_MESSAGE,
    });
  });
});
