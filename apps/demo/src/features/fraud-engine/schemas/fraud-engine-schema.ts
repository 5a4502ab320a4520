import { FORM_ERROR } from '@pulse/ui';
import { object, string } from 'yup';
import { validateWith } from '@pulse/forms';
import { isIpAddress } from '../../../lib/ip-address';
import type { FormErrors } from '@pulse/forms';
import type { EnabledFields } from '../utils/field-access';
import { FRAUD_ENGINE_FIELDS } from './fraud-engine-values';
import type { FraudEngineValues } from './fraud-engine-values';

/** The combined-form texts of spec §5, exactly. */
export const FRAUD_ENGINE_MESSAGES = {
  atLeastOne: 'At least one field must be filled out',
  namesForGenderOrDob: 'First Name or Last Name is required when Gender or DOB is selected',
  bothNames: 'Both First Name and Last Name are required',
  addressForCountry: 'Address is required when only Country is selected',
  email: 'Invalid email format',
} as const;

/** The field texts of the API's 400 answers for input it cannot check. */
export const FRAUD_ENGINE_INPUT_MESSAGES = {
  ip: 'Enter a valid IPv4 or IPv6 address',
  phone: 'Enter a valid phone number',
  bin: 'Please enter a valid BIN number, it should be a 6 digit number',
} as const;

const has = (value: string | undefined): boolean => (value ?? '').trim() !== '';

// The API refuses these with 400 and the same texts; the form catches them first.
const PHONE = /^\+?[1-9]\d{9,14}$/;
const BIN = /^\d{6,8}$/;
const blankOr = (test: (v: string) => boolean) => (v: string | undefined) =>
  !has(v) || test((v ?? '').trim());

/** Where the "at least one field" error lives: the form as a whole (final-form's FORM_ERROR). */
export const FORM_ERROR_KEY = FORM_ERROR;

/** The combined rules over the values of the enabled fields (disabled fields count as empty). */
export const fraudEngineSchema = object({
  firstName: string().default(''),
  lastName: string().default(''),
  dob: string().default(''),
  gender: string().default(''),
  company: string().default(''),
  email: string().trim().email(FRAUD_ENGINE_MESSAGES.email).default(''),
  ip: string().default('').test('ip', FRAUD_ENGINE_INPUT_MESSAGES.ip, blankOr(isIpAddress)),
  phone: string()
    .default('')
    .test(
      'phone',
      FRAUD_ENGINE_INPUT_MESSAGES.phone,
      blankOr((v) => PHONE.test(v.replace(/[\s\-.()]/g, ''))),
    ),
  bin: string()
    .default('')
    .test(
      'bin',
      FRAUD_ENGINE_INPUT_MESSAGES.bin,
      blankOr((v) => BIN.test(v.replace(/[\s-]/g, ''))),
    ),
  address: string().default(''),
  country: string().default(''),
})
  .test('at-least-one', FRAUD_ENGINE_MESSAGES.atLeastOne, (values, ctx) =>
    FRAUD_ENGINE_FIELDS.some((field) => has(values[field]))
      ? true
      : ctx.createError({ path: FORM_ERROR_KEY, message: FRAUD_ENGINE_MESSAGES.atLeastOne }),
  )
  .test('names-for-gender-or-dob', FRAUD_ENGINE_MESSAGES.namesForGenderOrDob, (values, ctx) => {
    const needsName = has(values.gender) || has(values.dob);
    return !needsName || has(values.firstName) || has(values.lastName)
      ? true
      : ctx.createError({ path: 'firstName', message: FRAUD_ENGINE_MESSAGES.namesForGenderOrDob });
  })
  .test('both-names', FRAUD_ENGINE_MESSAGES.bothNames, (values, ctx) => {
    const first = has(values.firstName);
    const last = has(values.lastName);
    if (first === last) return true;
    return ctx.createError({
      path: first ? 'lastName' : 'firstName',
      message: FRAUD_ENGINE_MESSAGES.bothNames,
    });
  })
  .test('address-for-country', FRAUD_ENGINE_MESSAGES.addressForCountry, (values, ctx) =>
    !has(values.country) || has(values.address)
      ? true
      : ctx.createError({ path: 'address', message: FRAUD_ENGINE_MESSAGES.addressForCountry }),
  );

/** The values the rules and the call see: a disabled field counts as empty. */
export function enabledValues(
  values: Partial<FraudEngineValues>,
  enabled: EnabledFields,
): FraudEngineValues {
  return Object.fromEntries(
    FRAUD_ENGINE_FIELDS.map((field) => [field, enabled[field] ? (values[field] ?? '') : '']),
  ) as FraudEngineValues;
}

/** final-form `validate` for the combined form of a client whose enabled fields are `enabled`. */
export function validateFraudEngine(enabled: EnabledFields) {
  const validate = validateWith<FraudEngineValues>(fraudEngineSchema);
  return (values: Partial<FraudEngineValues>): FormErrors =>
    validate(enabledValues(values, enabled));
}
