import { describe, expect, it } from 'vitest';
import { visibleError } from './index';

describe('visibleError (spec §4: errors only for touched fields)', () => {
  it('hides a validation error until the field is touched', () => {
    expect(visibleError({ touched: false, error: 'Email is required' })).toBeUndefined();
    expect(visibleError({ touched: true, error: 'Email is required' })).toBe('Email is required');
    expect(visibleError({ touched: true, error: undefined })).toBeUndefined();
  });

  it('shows a group error once another field of the group was touched', () => {
    expect(visibleError({ touched: false, error: 'Enter a name' }, true)).toBe('Enter a name');
  });

  it('shows a submit error until the value changes again', () => {
    expect(visibleError({ submitError: 'Invalid BIN', dirtySinceLastSubmit: false })).toBe(
      'Invalid BIN',
    );
    expect(
      visibleError({ submitError: 'Invalid BIN', dirtySinceLastSubmit: true }),
    ).toBeUndefined();
  });
});
