import { describe, expect, it } from 'vitest';
import { validateWithValibot } from '@pulse/forms';
import { recoveryCodeSchema, totpCodeSchema, type TwoFactorValues } from './two-factor-schema';

const totp = validateWithValibot<TwoFactorValues>(totpCodeSchema);
const recovery = validateWithValibot<TwoFactorValues>(recoveryCodeSchema);

describe('two-factor code schemas', () => {
  it('asks for six digits from the app', () => {
    expect(totp({ code: '' }).code).toBe('Enter the code from your authenticator app');
    expect(totp({ code: '12345' }).code).toBe('The code is 6 digits');
    expect(totp({ code: '123456' })).toEqual({});
  });

  it('takes a recovery code with or without its dash, in either case', () => {
    expect(recovery({ code: '' }).code).toBe('Enter one of your recovery codes');
    expect(recovery({ code: 'abcde' }).code).toBe('A recovery code looks like abcde-fghij');
    expect(recovery({ code: 'abcde-fghij' })).toEqual({});
    expect(recovery({ code: ' ABCDEFGHIJ ' })).toEqual({});
  });
});
