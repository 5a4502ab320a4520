import { describe, expect, it } from 'vitest';
import { ApiError } from '@pulse/api-client';
import { isNoCallsLeft, lookupFailureMessage } from './lookup-error';

describe('lookup failure texts (spec §8)', () => {
  it("toasts the server's error field, or 'Something went wrong'", () => {
    expect(
      lookupFailureMessage(new ApiError(400, { error: 'Email is required' }), 'emailPulse'),
    ).toBe('Email is required');
    expect(lookupFailureMessage(new ApiError(500, {}), 'emailPulse')).toBe('Something went wrong');
    expect(lookupFailureMessage(new Error('bug'), 'emailPulse')).toBe('Something went wrong');
  });

  it('reads address failures at {product}.report.jsonResponse.results.message', () => {
    const error = new ApiError(422, {
      error: 'generic',
      addressPulse: {
        report: { jsonResponse: { results: { message: 'Address could not be located' } } },
      },
    });
    expect(lookupFailureMessage(error, 'addressPulse', true)).toBe('Address could not be located');
    expect(lookupFailureMessage(new ApiError(500, {}), 'addressPulse', true)).toBe(
      'Something went wrong',
    );
  });

  it('recognises the 402 of no calls left', () => {
    expect(isNoCallsLeft(new ApiError(402, { code: 'NO_CALLS_LEFT' }))).toBe(true);
    expect(isNoCallsLeft(new ApiError(403, {}))).toBe(false);
  });
});
